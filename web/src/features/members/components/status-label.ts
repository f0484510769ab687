import { MEMBER_STATUSES, MEMBERSHIP_TYPES, type MemberStatus } from '@club/contracts';
import { keyMap } from '../../../lib/i18n';

/** The text of each membership status (common namespace: the dashboards show it too). */
export const MEMBER_STATUS_KEYS = keyMap('memberStatus.', MEMBER_STATUSES);

/** The text of each membership type. */
export const MEMBERSHIP_TYPE_KEYS = keyMap('members:type.', MEMBERSHIP_TYPES);

/** Whether a status the server counted is one the app has a text for. */
export const isMemberStatus = (status: string): status is MemberStatus =>
  (MEMBER_STATUSES as readonly string[]).includes(status);
