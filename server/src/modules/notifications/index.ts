import type { TopicHandlers } from '../../context.ts';
import { sendNotificationMail } from './send-notification-mail.ts';
import './topics.ts';

/** The notifications module's public surface: notify a member or a staff user, and its topic handlers. */
export { notifyMember, type Notified } from './notify-member.ts';
export { translatedParams } from './params.ts';
export {
  insertNotification,
  insertNotifications,
  NOTIFICATION_TOPIC,
  unreadCount,
  type NewNotification,
  type Recipient,
} from './notify.ts';

/** What the notifications module does with its outbox topics. */
export const notificationTopicHandlers: TopicHandlers = {
  'notification.mailed': sendNotificationMail,
};
