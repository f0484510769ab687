import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import {
  FNB_OPEN_STATUSES,
  type CalendarSource,
  type ClubCalendarItem,
  type FnbOutlet,
  type Language,
} from '@club/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { fnbOrders } from '../../../db/schema/index.ts';
import type { CalendarEntry, CalendarQuery } from '../../../lib/calendar-entry.ts';
import { clubMoment } from '../../../lib/club-time.ts';
import { CALENDAR_AREAS } from '../sources.ts';

/** The kind each booking area's entries have on the club calendar. */
const KIND_OF = {
  chambers: 'stay',
  banquets: 'function',
  events: 'booking',
} as const satisfies Record<CalendarSource, ClubCalendarItem['kind']>;

/** How long a pickup shows (from its slot). */
const PICKUP_MINUTES = 30;

const OUTLETS = {
  en: { restaurant: 'Restaurant', bar: 'Bar' },
  es: { restaurant: 'Restaurante', bar: 'Bar' },
  de: { restaurant: 'Restaurant', bar: 'Bar' },
} satisfies Record<Language, Record<FnbOutlet, string>>;

const PICKUP = {
  en: (id: number, outlet: string) => `Food pickup #${id} (${outlet})`,
  es: (id: number, outlet: string) => `Recogida de comida #${id} (${outlet})`,
  de: (id: number, outlet: string) => `Essensabholung #${id} (${outlet})`,
} satisfies Record<Language, unknown>;

const wall = (m: { date: string; time: string }) => `${m.date}T${m.time}`;

function itemOf(source: CalendarSource, e: CalendarEntry): ClubCalendarItem {
  const kind = KIND_OF[source];
  const sourceId = Number(/(\d+)$/.exec(e.key)?.[1] ?? 0);
  return {
    id: `${kind}-${sourceId}`,
    kind,
    sourceId,
    title: e.summary,
    note: e.description,
    facility: null,
    start: wall(e.start),
    end: wall(e.end),
    allDay: false,
    version: null,
    editable: false,
  };
}

/**
 * The member's own items in the days `from` to `to` (exclusive): their confirmed stays, hall
 * functions and event bookings (the calendars' areas), and their food pickups (collection
 * orders not cancelled). Only theirs: every read is by `q.memberId`.
 */
export async function ownItems(
  db: DbOrTx,
  q: CalendarQuery,
  range: { from: string; to: string; start: Date; end: Date },
): Promise<ClubCalendarItem[]> {
  const sources = Object.entries(CALENDAR_AREAS) as [
    CalendarSource,
    (typeof CALENDAR_AREAS)[CalendarSource],
  ][];
  const lists = await Promise.all(
    sources.map(async ([source, area]) =>
      (await area.all(db, { ...q, since: range.from }))
        .filter((e) => e.start.date < range.to)
        .map((e) => itemOf(source, e)),
    ),
  );
  const pickups = await db
    .select({ id: fnbOrders.id, outlet: fnbOrders.outlet, slotAt: fnbOrders.slotAt })
    .from(fnbOrders)
    .where(
      and(
        eq(fnbOrders.memberId, q.memberId),
        eq(fnbOrders.fulfilment, 'collection'),
        inArray(fnbOrders.status, [...FNB_OPEN_STATUSES, 'delivered']),
        gte(fnbOrders.slotAt, range.start),
        lt(fnbOrders.slotAt, range.end),
      ),
    );
  const pickupItems = pickups.map((p): ClubCalendarItem => ({
    id: `pickup-${p.id}`,
    kind: 'pickup',
    sourceId: p.id,
    title: PICKUP[q.language](p.id, OUTLETS[q.language][p.outlet]),
    note: '',
    facility: null,
    start: wall(clubMoment(p.slotAt, q.timeZone)),
    end: wall(clubMoment(new Date(p.slotAt.getTime() + PICKUP_MINUTES * 60_000), q.timeZone)),
    allDay: false,
    version: null,
    editable: false,
  }));
  return [...lists.flat(), ...pickupItems];
}
