import type { TopicHandlers } from '../../context.ts';
import { sendEventBookingMail } from './bookings/send-event-booking-mail.ts';
import { sendEventWaitlistMail } from './waitlist/send-event-waitlist-mail.ts';

/** The events module's public surface: the public reads of events and categories, its topic handlers. */
export { listPublicEventCategories } from './public/list-public-event-categories.ts';
export { getPublicEvent } from './public/get-public-event.ts';
export { listPublicEvents } from './public/list-public-events.ts';
export { expireWaitlistOffers } from './waitlist/expire-waitlist-offers.ts';

/** What the events module does with its outbox topics. */
export const eventTopicHandlers: TopicHandlers = {
  'event_booking.changed': sendEventBookingMail,
  'event_waitlist.changed': sendEventWaitlistMail,
};

/** The member's live event bookings, for the calendars. */
export { eventsCalendar } from './calendar-area.ts';
export { eventBookingPaymentPurpose } from './bookings/card-payment.ts';
