import { and, asc, eq, inArray } from 'drizzle-orm';
import { ledgerDescription, type Language } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  banquetBookings,
  banquetHalls,
  chamberBookings,
  eventBookings,
  events,
  feedback,
  feedbackMessages,
  fnbOrderLines,
  fnbOrders,
  ledgerEntries,
  ledgerMonthTotals,
  memberAddresses,
  memberFamily,
  members,
  notificationPrefs,
  payments,
} from '../../db/schema/index.ts';

/*
 * Everything the portal keeps about one member that is theirs to take away (issue 35): their
 * details, family, consents and choices, statements, orders, bookings, payments and feedback
 * with the office's replies. What is the club's own (staff notes, who on the staff did what,
 * stored file keys, the payment provider's payloads) is left out, and only this member's rows
 * are read: every query is scoped by their id.
 */

type Row = Record<string, unknown>;

/** Keys that are the club's own bookkeeping, not the member's data. */
const INTERNAL =
  /(Staff|StaffId|By|ByStaff|Key|Keys|Hash)$|^(idempotencyKey|version|assignedTo|providerPayloads|providerOrderId|providerPaymentId|failureReason|textParams|photoPath|memberId)$/;

/** A row without the club's own bookkeeping; dates as ISO texts. */
export function clean<T extends object>(row: T): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    if (INTERNAL.test(k)) continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

export interface MemberData {
  details: Row;
  family: Row[];
  consents: {
    email: boolean;
    sms: boolean;
    directoryListed: boolean;
    directoryShares: string[];
    notifications: Row[];
  };
  addresses: Row[];
  statements: { months: Row[]; entries: Row[] };
  orders: (Row & { lines: Row[] })[];
  bookings: { rooms: Row[]; halls: Row[]; events: Row[] };
  payments: Row[];
  feedback: (Row & { messages: Row[] })[];
}

/** Reads every section of one member's data (the JSON's content; the PDF draws it). */
export async function readMemberData(
  db: DbOrTx,
  memberId: number,
  lang: Language,
): Promise<MemberData> {
  const [m] = await db.select().from(members).where(eq(members.id, memberId));
  if (!m) throw new Error(`member ${memberId} not found`);

  const [family, prefs, addresses, months, entries, orders, rooms, halls, evs, pays, fb] =
    await Promise.all([
      db
        .select()
        .from(memberFamily)
        .where(eq(memberFamily.memberId, memberId))
        .orderBy(asc(memberFamily.id)),
      db.select().from(notificationPrefs).where(eq(notificationPrefs.memberId, memberId)),
      db
        .select()
        .from(memberAddresses)
        .where(eq(memberAddresses.memberId, memberId))
        .orderBy(asc(memberAddresses.id)),
      db
        .select()
        .from(ledgerMonthTotals)
        .where(eq(ledgerMonthTotals.memberId, memberId))
        .orderBy(asc(ledgerMonthTotals.month)),
      db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.memberId, memberId))
        .orderBy(asc(ledgerEntries.postedAt), asc(ledgerEntries.id)),
      db
        .select()
        .from(fnbOrders)
        .where(eq(fnbOrders.memberId, memberId))
        .orderBy(asc(fnbOrders.id)),
      db
        .select()
        .from(chamberBookings)
        .where(eq(chamberBookings.memberId, memberId))
        .orderBy(asc(chamberBookings.id)),
      db
        .select({ b: banquetBookings, hall: banquetHalls.name })
        .from(banquetBookings)
        .innerJoin(banquetHalls, eq(banquetHalls.id, banquetBookings.hallId))
        .where(eq(banquetBookings.memberId, memberId))
        .orderBy(asc(banquetBookings.id)),
      db
        .select({ b: eventBookings, event: events.title, startsAt: events.startsAt })
        .from(eventBookings)
        .innerJoin(events, eq(events.id, eventBookings.eventId))
        .where(eq(eventBookings.memberId, memberId))
        .orderBy(asc(eventBookings.id)),
      db.select().from(payments).where(eq(payments.memberId, memberId)).orderBy(asc(payments.id)),
      db.select().from(feedback).where(eq(feedback.memberId, memberId)).orderBy(asc(feedback.id)),
    ]);

  const orderIds = orders.map((o) => o.id);
  const lines = orderIds.length
    ? await db
        .select()
        .from(fnbOrderLines)
        .where(inArray(fnbOrderLines.orderId, orderIds))
        .orderBy(asc(fnbOrderLines.id))
    : [];
  const feedbackIds = fb.map((f) => f.id);
  // The conversation as the member sees it: the office's internal notes are not theirs.
  const messages = feedbackIds.length
    ? await db
        .select()
        .from(feedbackMessages)
        .where(
          and(
            inArray(feedbackMessages.feedbackId, feedbackIds),
            eq(feedbackMessages.internal, false),
          ),
        )
        .orderBy(asc(feedbackMessages.id))
    : [];

  return {
    details: clean({ ...m, name: `${m.title} ${m.firstName} ${m.lastName}`.trim() }),
    family: family.map(clean),
    consents: {
      email: m.consentEmail,
      sms: m.consentSms,
      directoryListed: m.directoryListed,
      directoryShares: m.directoryShares,
      notifications: prefs.map(clean),
    },
    addresses: addresses.map(clean),
    statements: {
      months: months.map(clean),
      entries: entries.map((e) => clean({ ...e, description: ledgerDescription(e, lang) })),
    },
    orders: orders.map((o) => ({
      ...clean(o),
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => clean({ ...l, orderId: undefined })),
    })),
    bookings: {
      rooms: rooms.map(clean),
      halls: halls.map((h) => clean({ ...h.b, hall: h.hall })),
      events: evs.map((e) => clean({ ...e.b, event: e.event, eventStartsAt: e.startsAt })),
    },
    payments: pays.map(clean),
    feedback: fb.map((f) => ({
      ...clean(f),
      messages: messages
        .filter((x) => x.feedbackId === f.id)
        .map((x) => ({
          from: x.authorMember !== null ? 'member' : 'club',
          body: x.body,
          at: x.createdAt.toISOString(),
        })),
    })),
  };
}
