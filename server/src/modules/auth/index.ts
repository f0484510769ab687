/** The auth module's public surface: what other modules and the jobs may use. */
export { purgeExpired } from './purge-expired.ts';
export { SECRET_MAIL_SUBJECTS } from './mails.ts';

import type { TopicHandlers } from '../../context.ts';
import { sendCredentialChangedMail } from './send-credential-changed-mail.ts';

/** What the auth module does with its outbox topics. */
export const authTopicHandlers: TopicHandlers = {
  'credential.changed': sendCredentialChangedMail,
};
