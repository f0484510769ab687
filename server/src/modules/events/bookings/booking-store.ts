import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import {
  EVENT_PLACE_STATUSES,
  EVENT_WAITLIST_LIVE,
  type EventBookingDependent,
  type EventBookingFields,
  type EventPriceLine,
} from '@club/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { writeTogether } from '../../../db/write-together.ts';
import {
  eventBookings,
  events,
  eventWaitlist,
  memberFamily,
  payments,
} from '../../../db/schema/index.ts';
import { badField, conflict, fieldError } from '../../../lib/errors.ts';
import { lockBookingRow, requireActiveMember } from '../../bookings/index.ts';
import type { EventRow } from '../catalog/view.ts';

/* The rules and queries the event booking use cases share. */

export type EventBookingRow = typeof eventBookings.$inferSelect;

export const eventFull = () =>
  conflict(
    'Not enough places are left for this booking. You may join the waitlist: the places are offered in order as they free.',
    'event_full',
    {
      errors: [fieldError('heads', 'validation.eventFull')],
    },
  );

export { bookingChanged } from '../../bookings/index.ts';

/** Whether bookings are taken now: published, and within the booking window. */
export function checkBookable(event: EventRow, now: Date): void {
  if (event.status !== 'published') {
    throw conflict('This event is not open for booking.', 'event_not_bookable', {
      errors: [{ field: 'eventId', message: 'This event is not open for booking.' }],
    });
  }
  if (now < event.bookingOpensAt || now >= event.bookingClosesAt) {
    throw conflict(
      'Bookings for this event are taken only within its booking window.',
      'booking_window_closed',
      {
        errors: [
          {
            field: 'eventId',
            message: 'Bookings for this event are taken only within its booking window.',
          },
        ],
      },
    );
  }
}

/**
 * Only Active members book (DOMAIN.md "People and roles"). `lock`: the member's row stays
 * locked until the commit, so one member's bookings and waitlist entries queue and the
 * per-member limit counts each once. Taken before the event's row, by everything that takes
 * both.
 */
export const checkMemberStanding = (db: DbOrTx, memberId: number, opts: { lock?: boolean } = {}) =>
  requireActiveMember(db, memberId, 'book events', opts);

/** Whole years from a date of birth to a day. */
function ageOn(dateOfBirth: string | null, day: Date): number | null {
  if (!dateOfBirth) return null;
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = day.getUTCFullYear() - y;
  if (day.getUTCMonth() + 1 < m || (day.getUTCMonth() + 1 === m && day.getUTCDate() < d)) age--;
  return Math.max(0, age);
}

/** The member's family on record: whether there is a spouse, and the dependents. */
export async function familyOf(
  db: DbOrTx,
  memberId: number,
  day: Date,
): Promise<{ hasSpouse: boolean; dependents: EventBookingDependent[] }> {
  const rows = await db
    .select()
    .from(memberFamily)
    .where(eq(memberFamily.memberId, memberId))
    .orderBy(asc(memberFamily.id));
  return {
    hasSpouse: rows.some((r) => r.relation === 'Spouse'),
    dependents: rows
      .filter((r) => r.relation !== 'Spouse')
      .map((r) => ({
        id: r.id,
        name: r.name,
        relation: r.relation,
        age: ageOn(r.dateOfBirth, day),
      })),
  };
}

export interface Priced {
  heads: number;
  lines: EventPriceLine[];
  total: number;
  dependents: EventBookingDependent[];
}

/** The party a booking and a waitlist entry both keep: who comes, what they eat, its price. */
export const partyColumns = (
  eventId: number,
  memberId: number,
  f: Omit<EventBookingFields, 'eventId' | 'dependentIds'>,
  p: Priced,
) => ({
  eventId,
  memberId,
  who: f.who,
  dependents: p.dependents,
  guests: f.guests,
  buffetVeg: f.buffetVeg,
  buffetNonVeg: f.buffetNonVeg,
  tableSize: f.tableSize,
  partner: f.partner,
  comments: f.comments,
  heads: p.heads,
  lines: p.lines,
  total: p.total,
});

/**
 * Checks a booking's fields against the event (who may come, dependents from the record,
 * guests, buffets, table sizes, the partner for doubles, the per-member limit with the places
 * the member already holds) and prices it: member price (x2 when both), the spouse's alone,
 * each dependent and guest, each buffet. Throws 400 naming the field.
 */
export async function priceBooking(
  db: DbOrTx,
  event: EventRow,
  memberId: number,
  f: EventBookingFields,
  now: Date,
  opts: { stillFits?: boolean } = {},
): Promise<Priced> {
  const comesMember = f.who === 'member' || f.who === 'both';
  const comesSpouse = f.who === 'spouse' || f.who === 'both';
  if ((comesMember && !event.memberAllowed) || (comesSpouse && !event.spouseAllowed)) {
    throw badField('who', 'validation.eventNotAllowed');
  }
  if (f.dependentIds.length > 0 && !event.dependentAllowed) {
    throw badField('dependentIds', 'validation.eventNotAllowed');
  }
  if (f.guests.length > 0 && !event.guestAllowed) {
    throw badField('guests', 'validation.eventNotAllowed');
  }
  if ((f.buffetVeg > 0 || f.buffetNonVeg > 0) && !event.buffetOffered) {
    throw badField('buffetVeg', 'validation.eventNotAllowed');
  }
  if (f.tableSize !== null && !event.tableSizes.includes(f.tableSize)) {
    throw badField('tableSize', 'validation.oneOf');
  }
  if (event.tournamentType === 'doubles' && f.partner.length < 2) {
    throw badField('partner', 'validation.eventPartner');
  }
  // The family on record is read only when dependents come (most bookings bring none).
  const family = f.dependentIds.length > 0 ? await familyOf(db, memberId, now) : null;
  const dependents = f.dependentIds.map((id) => family?.dependents.find((d) => d.id === id));
  if (dependents.some((d) => d === undefined)) {
    throw badField('dependentIds', 'validation.eventDependent');
  }
  const heads = (f.who === 'both' ? 2 : 1) + dependents.length + f.guests.length;
  const { held, now: fresh } = await heldBy(db, event.id, memberId);
  if (opts.stillFits) stillFits(event, fresh, heads);
  if (held + heads > event.ticketsPerMember) {
    throw badField('heads', 'validation.eventOverTickets', { limit: event.ticketsPerMember });
  }

  const lines: EventPriceLine[] = [];
  const line = (kind: EventPriceLine['kind'], n: number, unitPrice: number) => {
    if (n > 0) lines.push({ kind, count: n, unitPrice, amount: n * unitPrice });
  };
  if (f.who === 'both') line('member', 2, event.memberPrice);
  else if (f.who === 'member') line('member', 1, event.memberPrice);
  else line('spouse', 1, event.spousePrice);
  line('dependent', dependents.length, event.dependentPrice);
  line('guest', f.guests.length, event.guestPrice);
  line('buffetVeg', f.buffetVeg, event.buffetVegPrice);
  line('buffetNonVeg', f.buffetNonVeg, event.buffetNonVegPrice);
  return {
    heads,
    lines,
    total: lines.reduce((s, l) => s + l.amount, 0),
    dependents: dependents as EventBookingDependent[],
  };
}

/** An event's places and version as they are at a statement, read without a lock. */
interface EventNow {
  placesTaken: number;
  version: number;
  status: string;
}

/**
 * The places a member's bookings of an event hold (a card booking waiting for its payment
 * too), and their entry still in line; with the event's places and version as they are now,
 * in the same statement (a booking refuses early with them: stillFits).
 */
async function heldBy(
  db: DbOrTx,
  eventId: number,
  memberId: number,
): Promise<{ held: number; now: EventNow | null }> {
  const booked = db
    .select({ heads: sql`coalesce(sum(${eventBookings.heads}), 0)` })
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.eventId, eventId),
        eq(eventBookings.memberId, memberId),
        inArray(eventBookings.status, [...EVENT_PLACE_STATUSES]),
      ),
    );
  const waiting = db
    .select({ heads: sql`coalesce(sum(${eventWaitlist.heads}), 0)` })
    .from(eventWaitlist)
    .where(
      and(
        eq(eventWaitlist.eventId, eventId),
        eq(eventWaitlist.memberId, memberId),
        inArray(eventWaitlist.status, [...EVENT_WAITLIST_LIVE]),
      ),
    );
  // One round trip: both sums and the event's places in one statement.
  const { rows } = await db.execute<{
    heads: number;
    places_taken: number | null;
    version: number | null;
    status: string | null;
  }>(
    sql`select ((${booked}) + (${waiting}))::int as heads, e.places_taken, e.version, e.status
        from (select 1) one left join ${events} e on e.id = ${eventId}`,
  );
  const r = rows[0];
  return {
    held: Number(r?.heads ?? 0),
    now:
      r?.version == null
        ? null
        : { placesTaken: Number(r.places_taken), version: Number(r.version), status: r.status! },
  };
}

/**
 * A booking's early refusal, inside its transaction and before it writes anything: the event as
 * it is now (read after the member's lock, so later than the read before the transaction,
 * which a rush of members all pass at once) has moved from the version the booking was priced
 * against (`EventMoved`: run again), or has no longer room for its heads (409 `event_full`).
 * takePlaces checks both again, exactly, under the row's lock.
 */
function stillFits(event: EventRow, now: EventNow | null, heads: number): void {
  if (now?.version !== event.version || now.status !== 'published') throw new EventMoved();
  if (now.placesTaken + heads > event.capacity) throw eventFull();
}

/** Locks a booking's row; 404 when there is none (or it is another member's). */
export const lockBooking = (tx: DbOrTx, id: number, memberId?: number) =>
  lockBookingRow<EventBookingRow>(tx, eventBookings, id, memberId);

/** Gives an event's places back (a cancelled booking), in the caller's transaction. */
export async function releasePlaces(tx: DbOrTx, eventId: number, heads: number): Promise<void> {
  await tx
    .update(events)
    .set({ placesTaken: sql`greatest(0, ${events.placesTaken} - ${heads})` })
    .where(eq(events.id, eventId));
}

/** The event changed (its details, its status) between the booking's read and its places. */
export class EventMoved extends Error {
  constructor() {
    super('the event changed while it was booked');
  }
}

/**
 * Takes `heads` places of an event in the booking's last statement, with the booking's own last
 * writes (`alongside`: its charge, audit entry and job; db/write-together.ts), so nothing of it
 * is left to write but the commit: one conditional update, true only while the places fit
 * (`places_taken + heads <= capacity`) and the event is still the one the booking was checked
 * and priced against (its version, published). The row is locked from this statement to the
 * commit, so bookings of one event queue for one statement each, not for the whole booking.
 * 409 `event_full` when the places do not fit; `EventMoved` when the event changed (the caller
 * runs the booking again). Either way the caller's transaction rolls back what it wrote.
 */
export async function takePlaces(
  tx: DbOrTx,
  event: Pick<EventRow, 'id' | 'version'>,
  heads: number,
  alongside: SQLWrapper[] = [],
): Promise<void> {
  const taken = await writeTogether(
    tx,
    alongside,
    tx
      .update(events)
      .set({ placesTaken: sql`${events.placesTaken} + ${heads}` })
      .where(
        and(
          eq(events.id, event.id),
          eq(events.version, event.version),
          eq(events.status, 'published'),
          sql`${events.placesTaken} + ${heads} <= ${events.capacity}`,
        ),
      )
      .returning({ id: events.id }),
  );
  if (taken > 0) return;
  const [now] = await tx
    .select({ version: events.version, status: events.status })
    .from(events)
    .where(eq(events.id, event.id));
  if (now?.version !== event.version || now.status !== 'published') throw new EventMoved();
  throw eventFull();
}

/** A card booking's payment (purpose 'event_booking', reference = the booking's id), if any. */
export async function paymentOfBooking(db: DbOrTx, bookingId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, 'event_booking'), eq(payments.reference, String(bookingId))));
  return row ?? null;
}
