import type { TopicHandlers } from '../../context.ts';
import { buildDataExport } from './build-data-export.ts';
import './topics.ts';

/**
 * The privacy module's public surface: the housekeeping of expired data exports, and the
 * handler that makes a member's export.
 */
export { purgeExpiredExports } from './purge-expired-exports.ts';

/** What the privacy module does with its outbox topics. */
export const privacyTopicHandlers: TopicHandlers = {
  'data_export.requested': buildDataExport,
};
