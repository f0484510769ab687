import { sql } from 'drizzle-orm';
import { ROLE, type EventBookingFields } from '@club/contracts';
import type { Actor } from '../../src/actor.ts';
import { createEvent } from '../../src/seed/events-factories.ts';
import { as, ids, t } from './events.ts';

/*
 * The event booking tests' helpers, over the events tests' app (`useEventsApp`): events made
 * fresh for a test, the fields of a booking, the actors the use cases are called with.
 */

/** A moment of the club's day (Asia/Kolkata). */
export const at = (s: string) => new Date(`${s}+05:30`);

export const db = () => t.app.ctx.db;
export const one = async <T>(q: ReturnType<typeof sql>) => (await db().execute(q)).rows[0] as T;
export const count = async (q: ReturnType<typeof sql>) => Number((await one<{ n: number }>(q)).n);
export const placesTaken = (eventId: number) =>
  count(sql`select places_taken as n from events where id = ${eventId}`);

type EventFields = Partial<Parameters<typeof createEvent>[1]>;

/**
 * A maker of fresh published events open for booking, in the Festivals category, on
 * 2026-12-20 at 19:00: `${title} 1`, `${title} 2`... with the file's defaults and the test's.
 */
export function eventMaker(title: string, defaults: EventFields = {}) {
  let n = 0;
  return (over: EventFields = {}) =>
    createEvent(db(), {
      title: `${title} ${++n}`,
      categoryId: ids.festivals,
      startsAt: at('2026-12-20T19:00:00'),
      ticketsPerMember: 6,
      prices: { member: 100000, spouse: 80000, dependent: 50000, guest: 150000 },
      ...defaults,
      ...over,
    });
}

export const guest = { name: 'Ravi Kumar', age: 34, phone: '+91 98765 43210' };

/** The fields of a booking for the member alone, on account (over the ones given). */
export const fieldsOf = (
  eventId: number,
  over: Partial<EventBookingFields> = {},
): EventBookingFields => ({
  eventId,
  who: 'member',
  dependentIds: [],
  guests: [],
  buffetVeg: 0,
  buffetNonVeg: 0,
  tableSize: null,
  partner: '',
  comments: '',
  paymentMethod: 'account',
  ...over,
});

/** A member acting for themselves, as the use cases are called. */
export const memberActor = (memberId: number): Actor => ({
  kind: 'member',
  memberId,
  staffId: null,
  actingForMemberId: null,
  roles: [ROLE.member],
  mustChangeCredential: false,
  sessionId: null,
  requestId: 'test',
  ip: null,
  userAgent: null,
});

/** The signed-in admin as an actor. */
export const staffActor = (): Actor => ({
  ...memberActor(0),
  kind: 'staff',
  memberId: null,
  staffId: as('admin').id!,
  roles: [ROLE.admin],
});

export const member = () => as('member');
export const admin = () => as('admin');

/** What a booking's ledger entries add up to. */
export const ledgerSumOf = async (bookingId: number) =>
  count(
    sql`select coalesce(sum(amount), 0)::int as n from ledger_entries where source = 'event_booking' and source_id = ${String(bookingId)}`,
  );

/** The booking tests' fresh events: "Test event n", 50 places, buffets and tables offered. */
export const freshTestEvent = eventMaker('Test event', {
  capacity: 50,
  buffet: { veg: 40000, nonVeg: 60000 },
  tableSizes: [4, 8],
});
