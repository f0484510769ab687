import type { TopicHandlers } from '../../context.ts';
import { sendBookingMail } from './send-booking-mail.ts';

/** The chambers module's public surface: the public read of rooms by type, its topic handlers. */
export { listRoomTypes } from './list-room-types.ts';

/** What the chambers module does with its outbox topics. */
export const chamberTopicHandlers: TopicHandlers = {
  'chamber_booking.changed': sendBookingMail,
};

/** The member's confirmed stays, for the calendars. */
export { chambersCalendar } from './calendar-area.ts';
