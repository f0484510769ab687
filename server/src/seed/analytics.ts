import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { DEFAULT_CANCELLATION_POLICIES, translatedParam, translationsOf } from '@club/contracts';
import { postLedgerEntry } from '../modules/ledger/index.ts';
import { clubInstant, financialYear } from '../lib/club-time.ts';
import { nextInvoiceNumber } from '../modules/fnb/index.ts';

/** The months of history written: from two years back to the month a year before last month's. */
export const ANALYTICS_HISTORY_MONTHS = { from: 24, to: 13 } as const;
/** Marks the history's orders (and tells a seeded club from an empty one). */
const KEY = 'analytics-history';

type Row = Record<string, unknown>;

/** The gala's Spanish and German title and venue. */
const GALA = {
  es: { title: 'Noche de gala de los socios', venue: 'Jardines principales', description: '' },
  de: { title: 'Galaabend der Mitglieder', venue: 'Hauptrasen', description: '' },
};
const rowsOf = async (db: DbOrTx, q: ReturnType<typeof sql>) => (await db.execute(q)).rows as Row[];

/** The first day 'YYYY-MM-01' of the month `back` months before `today`'s, and its length. */
function monthBack(today: string, back: number): { first: string; days: number } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return {
    first: `${year}-${String(month).padStart(2, '0')}-01`,
    days: new Date(Date.UTC(year, month, 0)).getUTCDate(),
  };
}
const day = (first: string, n: number) => `${first.slice(0, 8)}${String(n).padStart(2, '0')}`;

/**
 * A year of history the demo club's other seeds do not reach (two years back to a year before
 * last month), so the admins' analytics compare with the year before on first start: food
 * orders of both outlets with their lines and ledger charges, stays and functions charged on
 * account, a members' gala, feedback with its answer times and ratings, members lapsing
 * (audited status changes). Written for the generated members (M1004 on), never the demo
 * accounts, whose own lists stay as their areas' seeds made them. A club that has it keeps it.
 */
export async function seedAnalyticsHistory(
  db: DbOrTx,
  opts: { timeZone: string; today: string; financialYearStartMonth: number },
): Promise<void> {
  const done = await rowsOf(
    db,
    sql`select 1 from fnb_orders where idempotency_key like ${`${KEY}-%`} limit 1`,
  );
  if (done.length) return;
  const people = (
    await rowsOf(
      db,
      sql`select id from members where status = 'Active' and code ~ '^M[0-9]+$'
        and substring(code from 2)::int >= 1004 order by id limit 40`,
    )
  ).map((r) => Number(r.id));
  if (!people.length) return;
  const items = await rowsOf(
    db,
    sql`select i.id, i.name, i.price, i.tax_rate, i.diet, i.kitchen, i.translations, c.outlet
      from fnb_items i join fnb_categories c on c.id = i.category_id
      where i.active order by c.outlet, i.id`,
  );
  const rooms = await rowsOf(
    db,
    sql`select type, member_tariff, tax_rate from chamber_rooms where active order by id`,
  );
  const halls = await rowsOf(db, sql`select id, cost_4h, tax_rate from banquet_halls order by id`);
  const [pkg] = await rowsOf(
    db,
    sql`select id, name, cost_per_guest from banquet_packages order by id limit 1`,
  );
  const [category] = await rowsOf(db, sql`select id from event_categories order by id limit 1`);
  const tz = opts.timeZone;
  const at = (date: string, time: string) => clubInstant(date, time, tz);
  const who = (n: number) => people[n % people.length]!;

  for (let back = ANALYTICS_HISTORY_MONTHS.from; back >= ANALYTICS_HISTORY_MONTHS.to; back--) {
    const { first, days } = monthBack(opts.today, back);
    // Food orders: 18 a month, two thirds at the Restaurant, one line each, charged on account.
    for (let i = 0; i < 18 && items.length; i++) {
      const outlet = i % 3 === 2 ? 'bar' : 'restaurant';
      const ofOutlet = items.filter((x) => x.outlet === outlet);
      const item = ofOutlet[(i * 5 + back) % ofOutlet.length] ?? items[0]!;
      const quantity = 1 + ((i + back) % 3);
      const amount = Number(item.price) * quantity;
      const tax = Math.round((amount * Number(item.tax_rate)) / 10_000);
      const date = day(first, 1 + ((i * 3 + back) % days));
      const member = who(i + back);
      const invoice = await nextInvoiceNumber(
        db,
        financialYear(date, opts.financialYearStartMonth),
      );
      const [o] = await rowsOf(
        db,
        sql`insert into fnb_orders (member_id, outlet, status, fulfilment, slot_at, payment_method,
          subtotal, tax, total, idempotency_key, terms_accepted_at, invoice_number, invoice_year,
          invoice_seq, invoiced_at, created_at, updated_at)
          values (${member}, ${outlet}, 'delivered', 'collection', ${at(date, '13:00')}, 'account',
          ${amount}, ${tax}, ${amount + tax}, ${`${KEY}-${first}-${i}`}, ${at(date, '12:00')},
          ${invoice.number}, ${invoice.year}, ${invoice.seq}, ${at(date, '12:00')},
          ${at(date, '12:00')}, ${at(date, '14:00')}) returning id`,
      );
      const names = translationsOf(item.translations as never, ['name']);
      const orderId = Number(o!.id);
      await db.execute(sql`insert into fnb_order_lines (order_id, item_id, name, name_translations,
        diet, kitchen, price, quantity, amount, tax_rate, tax)
        values (${orderId}, ${item.id}, ${item.name}, ${JSON.stringify(names)}::jsonb, ${item.diet},
        ${item.kitchen}, ${item.price}, ${quantity}, ${amount}, ${item.tax_rate}, ${tax})`);
      await postLedgerEntry(db, {
        memberId: member,
        kind: 'charge',
        source: 'fnb_order',
        sourceId: String(orderId),
        text: { key: 'fnb.charge', params: { outlet, invoice: invoice.number } },
        amount: amount + tax,
        taxAmount: tax,
        postedAt: at(date, '13:30'),
      });
    }
    // Stays: three a month of two or three nights, checked out, charged on confirmation.
    for (let i = 0; i < 3 && rooms.length; i++) {
      const room = rooms[(i + back) % rooms.length]!;
      const nights = 2 + ((i + back) % 2);
      const checkIn = day(first, 3 + i * 8);
      const checkOut = day(first, 3 + i * 8 + nights);
      const tariff = Number(room.member_tariff);
      const tax = Math.round((tariff * nights * Number(room.tax_rate)) / 10_000);
      const member = who(i * 7 + back);
      const [b] = await rowsOf(
        db,
        sql`insert into chamber_bookings (member_id, room_type, check_in, check_out, rooms,
          occupants, guest_name, nationality, guest_type, nights, tariff, tax_rate, tax, total,
          status, created_at, updated_at)
          values (${member}, ${room.type}, ${checkIn}, ${checkOut}, 1, 1, 'Member stay', 'Indian',
          'member', ${nights}, ${tariff}, ${room.tax_rate}, ${tax}, ${tariff * nights + tax},
          'checked_out', ${at(checkIn, '09:00')}, ${at(checkOut, '11:00')}) returning id`,
      );
      await postLedgerEntry(db, {
        memberId: member,
        kind: 'charge',
        source: 'chamber_booking',
        sourceId: String(b!.id),
        text: { key: 'chamber.charge', params: { bookingId: Number(b!.id), checkIn, nights } },
        amount: tariff * nights + tax,
        taxAmount: tax,
        postedAt: at(checkIn, '10:00'),
      });
    }
    // Functions: two a month, completed, in the halls in turn.
    for (let i = 0; i < 2 && halls.length && pkg; i++) {
      const hall = halls[(i + back) % halls.length]!;
      const guests = 60 + ((back * 7 + i * 13) % 80);
      const date = day(first, 8 + i * 12);
      const subtotal = Number(hall.cost_4h) + Number(pkg.cost_per_guest) * guests;
      const tax = Math.round((subtotal * Number(hall.tax_rate)) / 10_000);
      const member = who(i * 11 + back + 3);
      const [b] = await rowsOf(
        db,
        sql`insert into banquet_bookings (member_id, hall_id, date, session, hours, guests,
          package_id, package_name, cost_per_guest, menu, addons, lines, subtotal, tax_rate, tax,
          total, policy, status, created_at, updated_at)
          values (${member}, ${hall.id}, ${date}, 'evening', 4, ${guests}, ${pkg.id}, ${pkg.name},
          ${pkg.cost_per_guest}, '[]'::jsonb, '[]'::jsonb, '[]'::jsonb, ${subtotal},
          ${hall.tax_rate}, ${tax}, ${subtotal + tax},
          ${JSON.stringify(DEFAULT_CANCELLATION_POLICIES.banquets)}::jsonb, 'completed',
          ${at(day(first, 1), '10:00')}, ${at(date, '23:00')}) returning id`,
      );
      // Charged whole, as the advance of a function booked and held in the same month.
      await postLedgerEntry(db, {
        memberId: member,
        kind: 'charge',
        source: 'banquet_booking',
        sourceId: `${String(b!.id)}:advance`,
        text: { key: 'banquet.advance', params: { bookingId: Number(b!.id), date } },
        amount: subtotal + tax,
        taxAmount: tax,
        postedAt: at(day(first, 2), '10:00'),
      });
    }
    // Feedback: three a month, closed, answered in 30 minutes to a working day.
    for (let i = 0; i < 3; i++) {
      const written = at(day(first, 5 + i * 9), '11:00');
      const minutes = [45, 120, 300, 30, 480][(i + back) % 5]!;
      await db.execute(sql`insert into feedback (member_id, category, subject, rating, status,
        first_reply_due_at, resolution_due_at, first_reply_at, first_reply_minutes, closed_at,
        created_at, updated_at)
        values (${who(i * 5 + back + 1)}, ${['fnb', 'chambers', 'general'][i]}, 'Our visit',
        ${1 + ((i * 2 + back) % 5)}, 'closed', ${written}, ${written},
        ${new Date(written.getTime() + minutes * 60_000)}, ${minutes}, ${written}, ${written},
        ${written})`);
    }
    // A member lapses each month (the office's audited status change).
    {
      const member = who(back * 3);
      await db.execute(sql`insert into audit_log (at, action, entity, entity_id, before, after)
        values (${at(day(first, 28), '10:00')}, 'member.status', 'member', ${String(member)},
        '{"status":"Active"}'::jsonb, '{"status":"Lapsed"}'::jsonb)`);
    }
  }
  // The members' gala a year before last month, with its bookings and who came.
  const gala = monthBack(opts.today, ANALYTICS_HISTORY_MONTHS.to);
  if (category) {
    const date = day(gala.first, 14);
    const [e] = await rowsOf(
      db,
      sql`insert into events (title, category_id, venue, starts_at, ends_at, booking_opens_at,
        booking_closes_at, status, capacity, places_taken, translations)
        values ('Members’ Gala Night', ${category.id}, 'Main lawns', ${at(date, '19:00')},
        ${at(date, '23:00')}, ${at(day(gala.first, 1), '10:00')}, ${at(date, '12:00')},
        'completed', 120, 0, ${JSON.stringify(GALA)}::jsonb) returning id`,
    );
    let taken = 0;
    for (let i = 0; i < 12; i++) {
      const heads = 1 + (i % 3);
      taken += heads;
      const member = who(i * 3);
      const [b] = await rowsOf(
        db,
        sql`insert into event_bookings (event_id, member_id, who, heads, total, status, attended)
          values (${e!.id}, ${member}, 'member', ${heads}, ${heads * 150_000}, 'confirmed',
          ${i % 5 !== 4}) returning id`,
      );
      await postLedgerEntry(db, {
        memberId: member,
        kind: 'charge',
        source: 'event_booking',
        sourceId: String(b!.id),
        text: {
          key: 'event.charge',
          params: {
            bookingId: Number(b!.id),
            event: translatedParam('Members’ Gala Night', GALA, 'title'),
          },
        },
        amount: heads * 150_000,
        postedAt: at(day(gala.first, 5), '10:00'),
      });
    }
    await db.execute(sql`update events set places_taken = ${taken} where id = ${e!.id}`);
  }
}
