import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { EVENT_WAITLIST_LIVE, type EventWaitlistEntry, type Language } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { events, eventWaitlist } from '../../../db/schema/index.ts';
import { enqueue } from '../../../jobs/outbox.ts';
import { notifyMember, translatedParams } from '../../notifications/index.ts';
import { titleParam } from '../catalog/view.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { namesOf } from '../../bookings/index.ts';
import { partyView } from '../bookings/booking-view.ts';
import { lockEvent } from '../catalog/event-store.ts';

/* The waitlist's rules and queries the waitlist use cases (and the cancellations) share. */

export type EventWaitlistRow = typeof eventWaitlist.$inferSelect;

export const waitlistChanged = () =>
  conflict(
    'This waitlist entry was changed (the offer taken, declined or expired). Reload it and try again.',
    'waitlist_changed',
  );

export const alreadyWaitlisted = () =>
  conflict('You are already on the waitlist for this event.', 'already_waitlisted', {
    errors: [
      {
        field: 'eventId',
        message: 'You are already on the waitlist for this event.',
        key: 'validation.eventWaitlisted',
      },
    ],
  });

/**
 * Locks an entry's event and then the entry (the event first, as every event use case locks):
 * 404 when there is none, or it is another member's.
 */
export async function lockEntry(tx: Tx, id: number, memberId?: number): Promise<EventWaitlistRow> {
  const [seen] = await tx
    .select({ eventId: eventWaitlist.eventId })
    .from(eventWaitlist)
    .where(
      and(
        eq(eventWaitlist.id, id),
        memberId === undefined ? undefined : eq(eventWaitlist.memberId, memberId),
      ),
    );
  if (!seen) throw notFound('No such waitlist entry.');
  await lockEvent(tx, seen.eventId);
  const [row] = await tx.select().from(eventWaitlist).where(eq(eventWaitlist.id, id)).for('update');
  return row!;
}

/** When an offer made now lapses: the event's offer hours later, at the latest its start. */
function offerEnd(now: Date, hours: number, startsAt: Date): Date {
  const end = new Date(now.getTime() + hours * 3_600_000);
  return end < startsAt ? end : startsAt;
}

/**
 * Offers an event's free places to its waitlist, strictly in order, in the caller's
 * transaction (which holds the event's row lock, or takes it here): the first waiting entry
 * whose whole party fits is offered and its places held (counted in `places_taken`); an entry
 * that does not fit is skipped, never split, and stays first in line; this goes on while places
 * are left. Nothing is offered unless the event is published and still before its booking
 * closes. Each offer is audited and the member's mail enqueued. Returns the entries offered.
 */
export async function offerFreedPlaces(
  tx: Tx,
  actor: Actor,
  eventId: number,
  now: Date,
): Promise<number[]> {
  const event = await lockEvent(tx, eventId);
  if (event.status !== 'published' || now >= event.bookingClosesAt) return [];
  let free = event.capacity - event.placesTaken;
  if (free <= 0) return [];
  const waiting = await tx
    .select()
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.status, 'waiting')))
    .orderBy(asc(eventWaitlist.id))
    .for('update');
  const offered: number[] = [];
  for (const w of waiting) {
    if (free <= 0) break;
    if (w.heads > free) continue;
    const held = await tx
      .update(events)
      .set({ placesTaken: sql`${events.placesTaken} + ${w.heads}` })
      .where(
        and(eq(events.id, eventId), sql`${events.placesTaken} + ${w.heads} <= ${events.capacity}`),
      )
      .returning({ id: events.id });
    if (held.length === 0) break;
    const expires = offerEnd(now, event.waitlistOfferHours, event.startsAt);
    await tx
      .update(eventWaitlist)
      .set({
        status: 'offered',
        offeredAt: now,
        offerExpiresAt: expires,
        version: w.version + 1,
        updatedAt: now,
      })
      .where(eq(eventWaitlist.id, w.id));
    await writeAudit(tx, actor, {
      action: 'events.waitlist.offer',
      entity: 'event_waitlist',
      entityId: w.id,
      before: { status: 'waiting' },
      after: { status: 'offered', heads: w.heads, offerExpiresAt: expires.toISOString() },
    });
    await enqueue(tx, 'event_waitlist.changed', { entryId: w.id, news: 'offered' });
    await notifyMember(tx, w.memberId, {
      kind: 'waitlist_offer',
      ref: `waitlist:${w.id}:offered`,
      params: { ...translatedParams('event', titleParam(event)), expiresAt: expires.toISOString() },
      link: '/member/events/orders/list',
    });
    offered.push(w.id);
    free -= w.heads;
  }
  return offered;
}

/** Gives back the places an offered entry held (declined, expired), in the caller's transaction. */
export async function releaseOffer(tx: DbOrTx, w: EventWaitlistRow): Promise<void> {
  await tx
    .update(events)
    .set({ placesTaken: sql`greatest(0, ${events.placesTaken} - ${w.heads})` })
    .where(eq(events.id, w.eventId));
}

/** The offers of any event whose time is up (for the expiry job). */
export async function eventsWithLapsedOffers(db: DbOrTx, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ eventId: eventWaitlist.eventId })
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.status, 'offered'), lte(eventWaitlist.offerExpiresAt, now)));
  return rows.map((r) => r.eventId);
}

/**
 * Rows -> entries with their event (its title and venue in `lang`: the member's own list reads
 * them in the reader's language, the staff's in English), member and place in line.
 */
export async function toWaitlistEntries(
  db: DbOrTx,
  rows: EventWaitlistRow[],
  lang: Language = 'en',
): Promise<EventWaitlistEntry[]> {
  if (rows.length === 0) return [];
  const eventIds = [...new Set(rows.map((r) => r.eventId))];
  const [evs, names, live] = await Promise.all([
    db.select().from(events).where(inArray(events.id, eventIds)),
    namesOf(
      db,
      rows.map((r) => r.memberId),
      [],
    ),
    db
      .select({ id: eventWaitlist.id, eventId: eventWaitlist.eventId })
      .from(eventWaitlist)
      .where(
        and(
          inArray(eventWaitlist.eventId, eventIds),
          inArray(eventWaitlist.status, [...EVENT_WAITLIST_LIVE]),
        ),
      )
      .orderBy(asc(eventWaitlist.id)),
  ]);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return rows.map((r) => {
    const e = evs.find((x) => x.id === r.eventId)!;
    const line = live.filter((x) => x.eventId === r.eventId);
    const at = line.findIndex((x) => x.id === r.id);
    return {
      id: r.id,
      ...partyView(r, e, names, lang),
      heads: r.heads,
      lines: r.lines,
      total: r.total,
      status: r.status,
      position: at >= 0 ? at + 1 : null,
      offeredAt: iso(r.offeredAt),
      offerExpiresAt: iso(r.offerExpiresAt),
      bookingId: r.bookingId,
      version: r.version,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
