import { sql } from 'drizzle-orm';
import type { EventBookingFields } from '@club/contracts';
import { createMember } from '../../src/seed/factories.ts';
import { acceptWaitlistOffer } from '../../src/modules/events/waitlist/accept-waitlist-offer.ts';
import { joinEventWaitlist } from '../../src/modules/events/waitlist/join-event-waitlist.ts';
import { count, db, eventMaker, fieldsOf, guest, memberActor, one } from './event-bookings.ts';
import { t } from './events.ts';

/* The event waitlist tests' helpers, over the events tests' app (`useEventsApp`). */

export const statusOf = async (entryId: number) =>
  (await one<{ s: string }>(sql`select status as s from event_waitlist where id = ${entryId}`)).s;
export const entriesOf = (eventId: number) =>
  count(sql`select count(*)::int as n from event_waitlist where event_id = ${eventId}`);
export const ledgerOfMember = (memberId: number) =>
  count(
    sql`select coalesce(sum(amount), 0)::int as n from ledger_entries where source = 'event_booking' and member_id = ${memberId}`,
  );

/** The waitlist tests' fresh events: "Waitlist event n", 4 places. */
export const freshEvent = eventMaker('Waitlist event', { capacity: 4 });

let codes = 0;
/** A member with no account (W9001, W9002...). */
export const newMember = () => createMember(db(), { code: `W${9000 + ++codes}` }, 1024);

/** The fields of a party of `heads`: the member and guests. */
export const party = (eventId: number, heads: number) =>
  fieldsOf(eventId, {
    guests: Array.from({ length: heads - 1 }, (_, i) => ({ ...guest, name: `Guest ${i + 1}` })),
  });
export const join = async (memberId: number, f: EventBookingFields) =>
  joinEventWaitlist(t.app.ctx, memberActor(memberId), f);

/** The member accepts their offer at the entry's current version. */
export async function joinAccept(memberId: number, entryId: number) {
  const [row] = (await db().execute(sql`select version from event_waitlist where id = ${entryId}`))
    .rows as { version: number }[];
  return acceptWaitlistOffer(t.app.ctx, memberActor(memberId), {
    id: entryId,
    version: row!.version,
  });
}
