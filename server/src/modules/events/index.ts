import type { TopicHandlers } from '../../context.ts';
import { sendEventBookingMail } from './send-event-booking-mail.ts';

/** The events module's public surface: the public reads of events and categories, its topic handlers. */
export { listPublicEventCategories } from './list-event-categories.ts';
export { getPublicEvent, listPublicEvents } from './list-public-events.ts';

/** What the events module does with its outbox topics. */
export const eventTopicHandlers: TopicHandlers = {
  'event_booking.changed': sendEventBookingMail,
};

/** The member's live event bookings, for the calendars. */
export { eventsCalendar } from './calendar-area.ts';
