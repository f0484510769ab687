import { z } from 'zod';
import { LANGUAGES } from './core.ts';
import { CALENDAR_SOURCES } from './enums.ts';

/*
 * Calendars: an iCalendar (.ics) file for each of the member's confirmed bookings (a room stay,
 * an event), and a private feed URL per member that a calendar app subscribes to without a
 * session. The feed's secret token is stored hashed: its URL is shown once, when it is made.
 * Each area that books something (chambers, events, the banquet halls) is one source.
 */

export const calendarSourceSchema = z.enum(CALENDAR_SOURCES, { message: 'validation.oneOf' });
export type CalendarSource = z.infer<typeof calendarSourceSchema>;

/** GET /api/calendar/<source>/<id>.ics */
export const calendarFileParams = z.object({
  source: calendarSourceSchema,
  file: z.string().regex(/^[1-9][0-9]{0,9}\.ics$/, { message: 'validation.number' }),
});

/** GET /api/calendar/feed/<token>.ics */
export const calendarFeedParams = z.object({
  file: z.string().max(200, { message: 'validation.textLong' }),
});

/** The member's feed: whether one is live, since when, in which language its entries read. */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** The subscription URL: only in the answer that made it (the token is kept hashed). */
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
