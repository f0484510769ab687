/** The events feature's public surface: what other features may use. */
export { eventsKeys } from './api/keys';
export { usePublicEvents } from './api/get-public-events';
export { PublicEvents, UpcomingEventsTeaser } from './components/public/public-events';
export { useEvents } from './api/get-events';
/** An event booking's status badge (the member dashboard's events). */
export { BookingStatusBadge as EventBookingStatusBadge } from './components/booking/booking-facts';
