import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  EVENT_LIVE_STATUSES,
  EVENT_WAITLIST_LIVE,
  formatMinor,
  membershipTypeText,
  PLAIN_AMOUNT,
  type EventReportResponse,
  type Language,
} from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { eventBookings, events, eventWaitlist, members } from '../../db/schema/index.ts';
import { writeCsv } from '../../lib/csv.ts';
import { notFound } from '../../lib/errors.ts';
import { getSettings } from '../settings/index.ts';
import { EVENT_REPORT_TEXTS } from './event-report-texts.ts';

/**
 * The Event Booking Report of one event: its live bookings (booked, confirmed) by member code,
 * with totals; 404 for no such event.
 */
export async function eventReport(
  db: DbOrTx,
  input: { eventId: number; lang: Language },
): Promise<EventReportResponse> {
  const [event] = await db.select().from(events).where(eq(events.id, input.eventId));
  if (!event) throw notFound('No such event.');
  const [rows, waiting, settings] = await Promise.all([
    db
      .select({
        b: eventBookings,
        code: members.code,
        first: members.firstName,
        last: members.lastName,
        type: members.membershipType,
      })
      .from(eventBookings)
      .innerJoin(members, eq(members.id, eventBookings.memberId))
      .where(
        and(
          eq(eventBookings.eventId, event.id),
          inArray(eventBookings.status, [...EVENT_LIVE_STATUSES]),
        ),
      )
      .orderBy(asc(members.code), asc(eventBookings.id)),
    db
      .select({ heads: eventWaitlist.heads })
      .from(eventWaitlist)
      .where(
        and(
          eq(eventWaitlist.eventId, event.id),
          inArray(eventWaitlist.status, [...EVENT_WAITLIST_LIVE]),
        ),
      ),
    getSettings(db),
  ]);
  const out = rows.map(({ b, code, first, last, type }) => ({
    bookingId: b.id,
    memberCode: code,
    memberName: `${first} ${last}`.trim(),
    category: membershipTypeText(type, input.lang),
    who: b.who,
    dependents: b.dependents.map((d) => d.name),
    guests: b.guests.map((g) => g.name),
    buffetVeg: b.buffetVeg,
    buffetNonVeg: b.buffetNonVeg,
    tableSize: b.tableSize,
    tableReply: b.tableReply,
    heads: b.heads,
    total: b.total,
    status: b.status,
    attended: b.attended,
  }));
  const sum = (f: (r: (typeof out)[number]) => number) => out.reduce((s, r) => s + f(r), 0);
  return {
    event: {
      id: event.id,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      venue: event.venue,
      capacity: event.capacity,
      placesTaken: event.placesTaken,
    },
    rows: out,
    totals: {
      bookings: out.length,
      heads: sum((r) => r.heads),
      buffetVeg: sum((r) => r.buffetVeg),
      buffetNonVeg: sum((r) => r.buffetNonVeg),
      amount: sum((r) => r.total),
      attended: sum((r) => (r.attended ? r.heads : 0)),
    },
    waitlist: { entries: waiting.length, heads: waiting.reduce((s, w) => s + w.heads, 0) },
    currency: settings.currency,
  };
}

/** The report as CSV in the reader's language: a line per booking, then the totals. */
export function eventReportCsv(r: EventReportResponse, lang: Language): string {
  const T = EVENT_REPORT_TEXTS[lang];
  const lines = r.rows.map((x) => [
    x.bookingId,
    x.memberCode,
    x.memberName,
    x.category,
    T.who[x.who],
    x.dependents.join('; '),
    x.guests.join('; '),
    x.buffetVeg,
    x.buffetNonVeg,
    x.tableSize === null ? '' : T.table(x.tableSize),
    x.tableReply,
    x.heads,
    formatMinor(x.total, PLAIN_AMOUNT),
    T.status[x.status],
    T.attended(x.attended),
  ]);
  const t = r.totals;
  return writeCsv(
    [
      ...lines,
      [
        T.total,
        '',
        '',
        '',
        '',
        '',
        '',
        t.buffetVeg,
        t.buffetNonVeg,
        '',
        '',
        t.heads,
        formatMinor(t.amount, PLAIN_AMOUNT),
        '',
        '',
      ],
    ],
    { header: T.header, bom: true },
  );
}
