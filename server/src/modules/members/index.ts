import type { TopicHandlers } from '../../context.ts';
import { sendPinMail } from './send-pin-mail.ts';

/** What the members module does with its outbox topics. */
export const memberTopicHandlers: TopicHandlers = {
  'member.pin_issued': sendPinMail,
};

/** The member's own photo and record version, for the profile (which sets them for itself). */
export { setPhoto } from './set-photo.ts';
export { removePhoto } from './remove-photo.ts';
export { atVersion, nextVersion } from './member-record.ts';
export { mapUniqueViolation } from './unique.ts';
export { memberChanged } from './update-member.ts';
