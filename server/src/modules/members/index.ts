import type { TopicHandlers } from '../../context.ts';
import { sendPinMail } from './send-pin-mail.ts';

/** What the members module does with its outbox topics. */
export const memberTopicHandlers: TopicHandlers = {
  'member.pin_issued': sendPinMail,
};
