import { z } from 'zod';
import { LANGUAGES } from './core.ts';
import { CLUB_CALENDAR_KINDS, CLUB_CALENDAR_MAX_DAYS, CLUB_ITEM_KINDS } from './enums.ts';
import { idSchema, isoDateSchema, boundedText } from './primitives.ts';
import { FACILITY_SLUGS } from './site-pages.ts';

/*
 * The club calendar (SPEC.md §7 /apps/events): the club's events, the closures and special
 * timings the staff add, and for a member their own stays, hall functions, event bookings and
 * food pickups. Times are the club's wall clock ('YYYY-MM-DDTHH:MM', an all-day item's days
 * 'YYYY-MM-DD', its end the day after its last); the web shows them in the club's time zone.
 */

const DAY = 86_400_000;
const days = (from: string, to: string) =>
  (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY;

/** A date, or a moment FullCalendar sends (its date is taken): '2026-12-01T00:00:00+05:30'. */
const rangeDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.+\-Z]*)?$/, { message: 'validation.date', abort: true })
  .transform((s) => s.slice(0, 10))
  .pipe(isoDateSchema);

/** GET /api/apps/events?startStr&endStr (end exclusive, at most CLUB_CALENDAR_MAX_DAYS days). */
export const clubCalendarQuery = z
  .object({
    startStr: rangeDate,
    endStr: rangeDate,
    lang: z.enum(LANGUAGES, { message: 'validation.oneOf' }).default('en'),
  })
  .superRefine((v, ctx) => {
    const n = days(v.startStr, v.endStr);
    if (n < 1) ctx.addIssue({ code: 'custom', message: 'validation.dateOrder', path: ['endStr'] });
    else if (n > CLUB_CALENDAR_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: 'validation.tooLong', path: ['endStr'] });
  });
export type ClubCalendarQuery = z.input<typeof clubCalendarQuery>;

/** A club wall-clock moment 'YYYY-MM-DDTHH:MM' (seconds dropped), or a day 'YYYY-MM-DD'. */
const wallClock = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?)?$/, {
    message: 'validation.date',
    abort: true,
  })
  .refine((s) => !Number.isNaN(Date.parse(`${s.slice(0, 10)}T00:00:00Z`)), {
    message: 'validation.date',
    abort: true,
  })
  .refine(
    (s) => s.slice(0, 10) === new Date(`${s.slice(0, 10)}T00:00:00Z`).toISOString().slice(0, 10),
    {
      message: 'validation.date',
    },
  );

const itemFields = z.object({
  kind: z.enum(CLUB_ITEM_KINDS, { message: 'validation.oneOf' }),
  facility: z
    .string()
    .refine((s) => FACILITY_SLUGS.includes(s as (typeof FACILITY_SLUGS)[number]), {
      message: 'validation.oneOf',
    })
    .nullable()
    .default(null),
  title: boundedText(2, 120),
  note: z.string().trim().max(500, { message: 'validation.textLong' }).default(''),
  start: wallClock,
  end: wallClock,
  allDay: z.boolean().default(false),
});

/** An item's days as stored: all-day ones by date, timed ones to the minute. */
const normalised = <T extends { start: string; end: string; allDay: boolean }>(v: T): T => ({
  ...v,
  start: v.allDay ? v.start.slice(0, 10) : withTime(v.start),
  end: v.allDay ? v.end.slice(0, 10) : withTime(v.end),
});
const withTime = (s: string) => (s.length === 10 ? `${s}T00:00` : s.slice(0, 16));

function itemRules(v: { start: string; end: string; allDay: boolean }, ctx: z.RefinementCtx) {
  const n = normalised(v);
  if (n.end <= n.start) {
    ctx.addIssue({ code: 'custom', message: 'validation.dateOrder', path: ['end'] });
  } else if (days(n.start, n.end) > CLUB_CALENDAR_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', message: 'validation.tooLong', path: ['end'] });
  }
}

export const clubItemFields = itemFields.superRefine(itemRules).transform(normalised);
export type ClubItemFields = z.input<typeof clubItemFields>;

/** POST /api/apps/events { item } */
export const addClubItemRequest = z.object({ item: clubItemFields });
export type AddClubItemRequest = z.input<typeof addClubItemRequest>;

/** PUT /api/apps/events { item } with the item's id and the version it was read at. */
export const changeClubItemRequest = z.object({
  item: itemFields
    .extend({ id: idSchema, version: z.number().int().min(0) })
    .superRefine(itemRules)
    .transform(normalised),
});
export type ChangeClubItemRequest = z.input<typeof changeClubItemRequest>;

/** DELETE /api/apps/events { id } */
export const deleteClubItemRequest = z.object({ id: idSchema });

export const clubCalendarItemSchema = z.object({
  /** Unique in the answer: '<kind>-<id>' ('closure-3', 'stay-12'). */
  id: z.string(),
  kind: z.enum(CLUB_CALENDAR_KINDS),
  /** The row's id in its area (the club item, the event, the booking, the order). */
  sourceId: z.number().int(),
  title: z.string(),
  note: z.string(),
  facility: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  /** A staff item's version (PUT names it); null for the other kinds. */
  version: z.number().int().nullable(),
  /** Whether the reader may change it (the staff's own items, for an admin). */
  editable: z.boolean(),
});
export type ClubCalendarItem = z.infer<typeof clubCalendarItemSchema>;

export const clubCalendarResponse = z.array(clubCalendarItemSchema);
export const deleteClubItemResponse = z.object({ deleted: z.number().int() });
