import type { CalendarSource } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { CalendarArea } from '../../lib/calendar-entry.ts';
import { banquetsCalendar } from '../banquets/index.ts';
import { chambersCalendar } from '../chambers/index.ts';
import { eventsCalendar } from '../events/index.ts';

/** The areas whose bookings the calendars show, by the name in the file's URL. */
export const CALENDAR_AREAS: Record<CalendarSource, CalendarArea<DbOrTx>> = {
  chambers: chambersCalendar,
  events: eventsCalendar,
  banquets: banquetsCalendar,
};
