import type { TopicHandlers } from '../../context.ts';
import { sendEventBookingMail } from './send-event-booking-mail.ts';
import { sendEventWaitlistMail } from './send-event-waitlist-mail.ts';

/** The events module's public surface: the public reads of events and categories, its topic handlers. */
export { listPublicEventCategories } from './list-public-event-categories.ts';
export { getPublicEvent } from './get-public-event.ts';
export { listPublicEvents } from './list-public-events.ts';
export { expireWaitlistOffers } from './expire-waitlist-offers.ts';

/** What the events module does with its outbox topics. */
export const eventTopicHandlers: TopicHandlers = {
  'event_booking.changed': sendEventBookingMail,
  'event_waitlist.changed': sendEventWaitlistMail,
};

/** The member's live event bookings, for the calendars. */
export { eventsCalendar } from './calendar-area.ts';
export { eventBookingPaymentPurpose } from './card-payment.ts';
