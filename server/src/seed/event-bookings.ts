import { eq, inArray, sql } from 'drizzle-orm';
import { translatedParam, type EventBookingWho, type EventPriceLine } from '@club/contracts';
import type { DbOrTx } from '../db/client.ts';
import { eventBookings, events, eventWaitlist, memberFamily, members } from '../db/schema/index.ts';
import { postLedgerEntry } from '../modules/ledger/index.ts';

/*
 * Demo bookings: the demo members book upcoming events (some confirmed, a table request
 * answered) and came to past ones (attendance marked). Charges on account go to the ledger
 * as a booking would post them (the event's title in every language, so a member reads the
 * line in theirs); `places_taken` follows.
 */

interface Plan {
  code: string;
  who: EventBookingWho;
  guests?: number;
  veg?: number;
  nonVeg?: number;
  tableSize?: number | null;
  tableReply?: string;
  confirmed?: boolean;
  /** Past events: whether they came. */
  attended?: boolean;
  comments?: string;
  partner?: string;
}

/** The demo's full events (seeded in events.ts), kept out of the other demo bookings. */
const FULL_EVENTS = ["Chef's Table Dinner", 'Single Malt Tasting'];

const GUESTS = [
  { name: 'Rohan Mehta', age: 41, phone: '9820012345' },
  { name: 'Priya Nair', age: 36, phone: '+919845012345' },
  { name: 'Kabir Sethi', age: 29, phone: '9811098110' },
];

export async function seedEventBookings(db: DbOrTx, now: Date): Promise<number> {
  const all = await db.select().from(events);
  const open = all.filter(
    (e) => e.status === 'published' && e.bookingOpensAt <= now && e.bookingClosesAt > now,
  );
  const chefs = open.find((e) => e.title === FULL_EVENTS[0]);
  const tasting = open.find((e) => e.title === FULL_EVENTS[1]);
  const upcoming = open
    .filter((e) => !FULL_EVENTS.includes(e.title))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const past = all
    .filter((e) => e.status === 'completed')
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime());
  const people = await db
    .select()
    .from(members)
    .where(inArray(members.code, ['M1001', 'M1002', 'M1003', 'M1004', 'M1005', 'M1006']));
  const byCode = new Map(people.filter((m) => m.status === 'Active').map((m) => [m.code, m]));
  let made = 0;

  const book = async (e: (typeof all)[number], p: Plan) => {
    const m = byCode.get(p.code);
    if (!m) return;
    const who = e.spouseAllowed ? p.who : 'member';
    const family = await db.select().from(memberFamily).where(eq(memberFamily.memberId, m.id));
    const deps = e.dependentAllowed
      ? family
          .filter((f) => f.relation !== 'Spouse')
          .slice(0, 1)
          .map((f) => ({ id: f.id, name: f.name, relation: f.relation, age: null }))
      : [];
    const guests = e.guestAllowed ? GUESTS.slice(0, p.guests ?? 0) : [];
    const veg = e.buffetOffered ? (p.veg ?? 0) : 0;
    const nonVeg = e.buffetOffered ? (p.nonVeg ?? 0) : 0;
    const heads = (who === 'both' ? 2 : 1) + deps.length + guests.length;
    if (heads > e.ticketsPerMember || e.placesTaken + heads > e.capacity) return;
    const lines: EventPriceLine[] = [];
    const line = (kind: EventPriceLine['kind'], n: number, unit: number) => {
      if (n > 0) lines.push({ kind, count: n, unitPrice: unit, amount: n * unit });
    };
    if (who === 'spouse') line('spouse', 1, e.spousePrice);
    else line('member', who === 'both' ? 2 : 1, e.memberPrice);
    line('dependent', deps.length, e.dependentPrice);
    line('guest', guests.length, e.guestPrice);
    line('buffetVeg', veg, e.buffetVegPrice);
    line('buffetNonVeg', nonVeg, e.buffetNonVegPrice);
    const total = lines.reduce((s, l) => s + l.amount, 0);
    const bookedAt = new Date(Math.min(now.getTime(), e.bookingOpensAt.getTime() + 3 * 86_400_000));
    const tableSize = p.tableSize && e.tableSizes.includes(p.tableSize) ? p.tableSize : null;
    const [b] = await db
      .insert(eventBookings)
      .values({
        eventId: e.id,
        memberId: m.id,
        who,
        dependents: deps,
        guests,
        buffetVeg: veg,
        buffetNonVeg: nonVeg,
        tableSize,
        tableReply: tableSize && p.tableReply ? p.tableReply : '',
        tableRepliedAt: tableSize && p.tableReply ? bookedAt : null,
        partner: e.tournamentType === 'doubles' ? (p.partner ?? 'Arjun Kapoor') : '',
        comments: p.comments ?? '',
        heads,
        lines,
        total,
        status: p.confirmed ? 'confirmed' : 'booked',
        confirmedAt: p.confirmed ? bookedAt : null,
        attended: p.attended ?? null,
        attendanceAt: p.attended === undefined ? null : e.endsAt,
        bookedByMember: m.id,
        createdAt: bookedAt,
        updatedAt: bookedAt,
      })
      .returning();
    await db
      .update(events)
      .set({ placesTaken: sql`${events.placesTaken} + ${heads}` })
      .where(eq(events.id, e.id));
    e.placesTaken += heads;
    if (total > 0) {
      await postLedgerEntry(db, {
        memberId: m.id,
        kind: 'charge',
        source: 'event_booking',
        sourceId: String(b!.id),
        text: {
          key: 'event.charge',
          params: {
            bookingId: b!.id,
            event: translatedParam(e.title, e.translations, 'title'),
          },
        },
        amount: total,
        postedAt: bookedAt,
        createdByMemberId: m.id,
      });
    }
    made++;
  };

  for (const [i, e] of upcoming.slice(0, 4).entries()) {
    if (i === 0) {
      await book(e, {
        code: 'M1001',
        who: 'both',
        guests: 1,
        veg: 2,
        nonVeg: 1,
        tableSize: 8,
        tableReply: 'Table 4 by the stage is yours.',
        comments: 'One guest is vegetarian.',
      });
    }
    await book(e, { code: 'M1002', who: 'both', veg: 1, nonVeg: 1, confirmed: i % 2 === 0 });
    await book(e, { code: 'M1003', who: 'member', guests: 1, tableSize: 4 });
    await book(e, { code: 'M1004', who: 'both', confirmed: true });
  }
  // Two full events: the Chef's Table with a waitlist (M1002 first, then M1005), nothing
  // charged for the entries; the tasting full with no one waiting.
  if (chefs) {
    await book(chefs, { code: 'M1001', who: 'both', guests: 1, tableSize: 4, confirmed: true });
    await book(chefs, { code: 'M1004', who: 'member', guests: 1, tableSize: 2 });
    await book(chefs, { code: 'M1006', who: 'member' });
    for (const [i, p] of [
      { code: 'M1002', who: 'both' as const },
      { code: 'M1005', who: 'member' as const },
    ].entries()) {
      const m = byCode.get(p.code);
      if (!m) continue;
      const heads = p.who === 'both' ? 2 : 1;
      await db.insert(eventWaitlist).values({
        eventId: chefs.id,
        memberId: m.id,
        who: p.who,
        heads,
        lines: [
          {
            kind: 'member',
            count: heads,
            unitPrice: chefs.memberPrice,
            amount: heads * chefs.memberPrice,
          },
        ],
        total: heads * chefs.memberPrice,
        joinedByMember: m.id,
        createdAt: new Date(now.getTime() - (3 - i) * 86_400_000),
      });
    }
  }
  if (tasting) {
    await book(tasting, { code: 'M1001', who: 'both' });
    await book(tasting, { code: 'M1004', who: 'both' });
  }
  for (const e of past.slice(0, 4)) {
    await book(e, { code: 'M1001', who: 'both', confirmed: true, attended: true, veg: 2 });
    await book(e, { code: 'M1002', who: 'member', confirmed: true, attended: false });
    await book(e, { code: 'M1005', who: 'both', confirmed: true, attended: true });
  }
  return made;
}
