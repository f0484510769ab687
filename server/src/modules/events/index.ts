/** The events module's public surface: the public reads of events and categories. */
export { listPublicEventCategories } from './list-event-categories.ts';
export { getPublicEvent, listPublicEvents } from './list-public-events.ts';
