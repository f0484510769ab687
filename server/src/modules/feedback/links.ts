import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FeedbackLink, FeedbackLinkable, FeedbackLinkKind } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  banquetBookings,
  banquetHalls,
  chamberBookings,
  eventBookings,
  events,
  fnbOrders,
} from '../../db/schema/index.ts';
import { badField } from '../../lib/errors.ts';
import { clubMoment } from '../../lib/club-time.ts';

/*
 * What a feedback may be linked to: one of its member's own food orders, stays, hall bookings
 * or event bookings, each named for people (the order's invoice number, the hall, the event)
 * with the club date it is about.
 */

type Where = { memberId?: number; ids?: number[]; limit: number };
type Reader = (db: DbOrTx, w: Where, timeZone: string) => Promise<FeedbackLinkable[]>;

/** The conditions of a read: the source's rows of the member, or with the ids, or both. */
function scope(t: { id: PgColumn; memberId: PgColumn }, w: Where): SQL | undefined {
  return and(
    w.memberId === undefined ? undefined : eq(t.memberId, w.memberId),
    w.ids ? inArray(t.id, w.ids) : undefined,
  );
}

const READERS: Record<FeedbackLinkKind, Reader> = {
  order: async (db, w, timeZone) => {
    const rows = await db
      .select({ id: fnbOrders.id, number: fnbOrders.invoiceNumber, at: fnbOrders.slotAt })
      .from(fnbOrders)
      .where(scope(fnbOrders, w))
      .orderBy(desc(fnbOrders.slotAt))
      .limit(w.limit);
    return rows.map((r) => ({
      kind: 'order' as const,
      id: r.id,
      label: r.number ?? `#${r.id}`,
      date: clubMoment(r.at, timeZone).date,
    }));
  },
  stay: async (db, w) => {
    const rows = await db
      .select({ id: chamberBookings.id, date: chamberBookings.checkIn })
      .from(chamberBookings)
      .where(scope(chamberBookings, w))
      .orderBy(desc(chamberBookings.checkIn))
      .limit(w.limit);
    return rows.map((r) => ({ kind: 'stay' as const, id: r.id, label: `#${r.id}`, date: r.date }));
  },
  hall_booking: async (db, w) => {
    const rows = await db
      .select({ id: banquetBookings.id, date: banquetBookings.date, hall: banquetHalls.name })
      .from(banquetBookings)
      .innerJoin(banquetHalls, eq(banquetHalls.id, banquetBookings.hallId))
      .where(scope(banquetBookings, w))
      .orderBy(desc(banquetBookings.date))
      .limit(w.limit);
    return rows.map((r) => ({
      kind: 'hall_booking' as const,
      id: r.id,
      label: `#${r.id} ${r.hall}`,
      date: r.date,
    }));
  },
  event_booking: async (db, w, timeZone) => {
    const rows = await db
      .select({ id: eventBookings.id, title: events.title, at: events.startsAt })
      .from(eventBookings)
      .innerJoin(events, eq(events.id, eventBookings.eventId))
      .where(scope(eventBookings, w))
      .orderBy(desc(events.startsAt))
      .limit(w.limit);
    return rows.map((r) => ({
      kind: 'event_booking' as const,
      id: r.id,
      label: `#${r.id} ${r.title}`,
      date: clubMoment(r.at, timeZone).date,
    }));
  },
};

/** The member's recent orders, stays, hall and event bookings (`perKind` of each), newest first. */
export async function linkablesOf(
  db: DbOrTx,
  memberId: number,
  timeZone: string,
  perKind: number,
): Promise<FeedbackLinkable[]> {
  const lists = await Promise.all(
    Object.values(READERS).map((read) => read(db, { memberId, limit: perKind }, timeZone)),
  );
  return lists.flat().sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

/** Refuses a link to anything that is not the member's own (400 naming `link`). */
export async function requireOwnLink(
  db: DbOrTx,
  memberId: number,
  link: FeedbackLink,
  timeZone: string,
): Promise<void> {
  const [found] = await READERS[link.kind](db, { memberId, ids: [link.id], limit: 1 }, timeZone);
  if (!found) throw badField('link', 'validation.invalid');
}

/** What the links of some feedback name: `kind:id` -> "label · date". */
export async function linkLabels(
  db: DbOrTx,
  links: FeedbackLink[],
  timeZone: string,
): Promise<Map<string, string>> {
  const byKind = new Map<FeedbackLinkKind, number[]>();
  for (const l of links) byKind.set(l.kind, [...(byKind.get(l.kind) ?? []), l.id]);
  const found = await Promise.all(
    [...byKind].map(([kind, ids]) => READERS[kind](db, { ids, limit: ids.length }, timeZone)),
  );
  return new Map(found.flat().map((x) => [`${x.kind}:${x.id}`, `${x.label} · ${x.date}`]));
}
