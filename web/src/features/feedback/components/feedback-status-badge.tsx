import type { FeedbackStatus } from '@club/contracts';
import { StatusBadge, statusFamily } from '../../../components/status-badge';
import { FEEDBACK_STATUS_KEYS } from './labels';

/** A feedback's status: open (waiting for the office), in progress, resolved, closed. */
export const FEEDBACK_STATUS_FAMILY = statusFamily<FeedbackStatus>({
  colors: { open: 'blue', in_progress: 'yellow', resolved: 'green', closed: 'gray' },
  keys: FEEDBACK_STATUS_KEYS,
});

export function FeedbackStatusBadge({ status }: { status: FeedbackStatus }) {
  return <StatusBadge family={FEEDBACK_STATUS_FAMILY} status={status} />;
}
