import type { TopicHandlers } from '../../context.ts';
import { sendReplyMail } from './send-reply-mail.ts';

/** The feedback module's public surface: its topic handlers. */

/** What the feedback module does with its outbox topics. */
export const feedbackTopicHandlers: TopicHandlers = {
  'feedback.replied': sendReplyMail,
};
