/** The calendar area's surface for other features: the .ics download and the feed card. */
export { AddToCalendarButton } from './components/add-to-calendar-button';
export { CalendarFeedCard } from './components/calendar-feed-card';
