import { inArray } from 'drizzle-orm';
import { EVENT_LIVE_STATUSES, translated, type EventBooking, type Language } from '@club/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { events } from '../../../db/schema/index.ts';
import { historyOf, iso, readBookings, type Names } from '../../bookings/index.ts';
import type { EventRow } from '../catalog/view.ts';
import type { EventBookingRow } from './booking-store.ts';

/* An event booking as the member and the office read it; the party a waitlist entry shares. */

/** What a booking's and a waitlist entry's answers both say of the event, member and party. */
export const partyView = (
  r: Pick<
    EventBookingRow,
    | 'eventId'
    | 'memberId'
    | 'who'
    | 'dependents'
    | 'guests'
    | 'buffetVeg'
    | 'buffetNonVeg'
    | 'tableSize'
  >,
  e: EventRow,
  names: Names,
  lang: Language,
) => ({
  eventId: r.eventId,
  eventTitle: translated(e.title, e.translations, lang, 'title'),
  eventStartsAt: e.startsAt.toISOString(),
  venue: translated(e.venue, e.translations, lang, 'venue'),
  memberId: r.memberId,
  memberCode: names.code(r.memberId),
  memberName: names.member(r.memberId),
  who: r.who,
  dependents: r.dependents,
  guests: r.guests,
  buffetVeg: r.buffetVeg,
  buffetNonVeg: r.buffetNonVeg,
  tableSize: r.tableSize,
});

/**
 * Rows -> bookings with their event (its title and venue in `lang`: the member's own lists
 * read them in the reader's language, the staff's in English), member and who did each step.
 * `known`: the rows' events when the caller has them at their version (a booking just made),
 * not read again.
 */
export async function toBookings(
  db: DbOrTx,
  rows: EventBookingRow[],
  now: Date,
  lang: Language = 'en',
  known?: EventRow[],
): Promise<EventBooking[]> {
  return readBookings(db, rows, {
    members: (r) => [r.memberId, r.cancelledByMember],
    staff: (r) => [
      r.bookedByStaff,
      r.confirmedBy,
      r.cancelledByStaff,
      r.tableRepliedBy,
      r.attendanceBy,
    ],
    load: async (db, rows) =>
      known ??
      db
        .select()
        .from(events)
        .where(inArray(events.id, [...new Set(rows.map((r) => r.eventId))])),
    view: (r, names, evs) => {
      const e = evs.find((x) => x.id === r.eventId)!;
      return {
        id: r.id,
        ...partyView(r, e, names, lang),
        tableReply: r.tableReply,
        partner: r.partner,
        comments: r.comments,
        heads: r.heads,
        lines: r.lines,
        total: r.total,
        paymentMethod: r.paymentMethod,
        status: r.status,
        attended: r.attended,
        reason: r.reason,
        cancellable:
          EVENT_LIVE_STATUSES.includes(r.status) &&
          now >= e.bookingOpensAt &&
          now < e.bookingClosesAt,
        steps: historyOf<EventBooking['steps'][number]['step']>([
          ['booked', names.by(r.bookedByStaff, r.memberId), r.createdAt],
          ['confirmed', names.staff(r.confirmedBy), r.confirmedAt],
          ['table_replied', names.staff(r.tableRepliedBy), r.tableRepliedAt],
          ['attendance', names.staff(r.attendanceBy), r.attendanceAt],
          ['cancelled', names.by(r.cancelledByStaff, r.cancelledByMember), r.cancelledAt],
        ]),
        version: r.version,
        createdAt: iso(r.createdAt),
      };
    },
  });
}
