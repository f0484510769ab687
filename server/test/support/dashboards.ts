import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers.ts';

/*
 * The dashboards' tests' rows, written straight into the tables with the fewest columns each
 * needs (the dashboards read them; how they came to be is their areas' tests' business). The
 * club's clock stands on TODAY at 10:00 (Asia/Kolkata).
 */
export const TODAY = '2026-12-06';

/** An instant at a club date and time (Asia/Kolkata). */
export const ist = (date: string, time = '10:00') => new Date(`${date}T${time}:00+05:30`);

async function insert(t: TestApp, q: ReturnType<typeof sql>): Promise<number> {
  const res = await t.app.ctx.db.execute(sql`${q} returning id`);
  return Number((res.rows[0] as { id: number }).id);
}

let orderNo = 0;
/** A food order of a member at an outlet, status and slot (club date, 12:00), its total. */
export function order(
  t: TestApp,
  o: {
    memberId: number;
    outlet: 'restaurant' | 'bar';
    status: string;
    day: string;
    total?: number;
  },
) {
  const key = `dash-order-${++orderNo}`;
  const total = o.total ?? 10_000;
  return insert(
    t,
    sql`insert into fnb_orders (member_id, outlet, status, fulfilment, slot_at, payment_method,
      subtotal, tax, total, idempotency_key, terms_accepted_at)
      values (${o.memberId}, ${o.outlet}, ${o.status}, 'collection', ${ist(o.day, '12:00')},
      'account', ${total}, 0, ${total}, ${key}, ${ist(o.day, '09:00')})`,
  );
}

/** A chamber stay of a member: its nights, rooms and status. */
export function stay(
  t: TestApp,
  s: { memberId: number; checkIn: string; checkOut: string; rooms?: number; status: string },
) {
  const nights = (Date.parse(s.checkOut) - Date.parse(s.checkIn)) / 86_400_000;
  return insert(
    t,
    sql`insert into chamber_bookings (member_id, room_type, check_in, check_out, rooms,
      occupants, guest_name, nationality, guest_type, nights, tariff, tax_rate, tax, total, status)
      values (${s.memberId}, 'double', ${s.checkIn}, ${s.checkOut}, ${s.rooms ?? 1}, 1,
      'Asha Rao', 'Indian', 'member', ${nights}, 100000, 0, 0, 100000, ${s.status})`,
  );
}

let hallNo = 0;
/** A banquet hall and a menu package to book it with. */
export async function hallAndPackage(t: TestApp, name = `Hall ${++hallNo}`) {
  const hall = await insert(
    t,
    sql`insert into banquet_halls (name, capacity, cost_4h, cost_8h, electricity_4h,
      electricity_8h, projector_cost, music_cost, valet_cost, tax_rate)
      values (${name}, 100, 1000, 2000, 100, 200, 0, 0, 0, 1800)`,
  );
  const pkg = await insert(
    t,
    sql`insert into banquet_packages (name, cost_per_guest, type) values (${`${name} menu`}, 50000, 'veg')`,
  );
  return { hall, pkg };
}

/** A hall booking of a member on a date (the morning), in a status. */
export function hallBooking(
  t: TestApp,
  b: { memberId: number; hall: number; pkg: number; date: string; status: string; guests?: number },
) {
  return insert(
    t,
    sql`insert into banquet_bookings (member_id, hall_id, date, session, hours, guests,
      package_id, package_name, cost_per_guest, menu, addons, lines, subtotal, tax_rate, tax,
      total, policy, status)
      values (${b.memberId}, ${b.hall}, ${b.date}, 'morning', 4, ${b.guests ?? 40}, ${b.pkg},
      'Veg menu', 50000, '[]'::jsonb, '[]'::jsonb, '[]'::jsonb, 0, 0, 0, 0, '{}'::jsonb,
      ${b.status})`,
  );
}

/** Each test app's event category (a new app is a new database). */
const categories = new WeakMap<TestApp, number>();
/** An event starting on a club date at 18:00 (three hours), its status, capacity and places taken. */
export async function clubEvent(
  t: TestApp,
  e: {
    title: string;
    day: string;
    status: string;
    capacity?: number;
    taken?: number;
    translations?: object;
  },
) {
  let categoryId = categories.get(t);
  if (categoryId === undefined) {
    categoryId = await insert(t, sql`insert into event_categories (name) values ('Dash sports')`);
    categories.set(t, categoryId);
  }
  return insert(
    t,
    sql`insert into events (title, category_id, venue, starts_at, ends_at, booking_opens_at,
      booking_closes_at, status, capacity, places_taken, translations)
      values (${e.title}, ${categoryId}, 'Lawn', ${ist(e.day, '18:00')}, ${ist(e.day, '21:00')},
      ${ist('2026-11-01')}, ${ist(e.day, '12:00')}, ${e.status}, ${e.capacity ?? 50},
      ${e.taken ?? 0}, ${JSON.stringify(e.translations ?? {})}::jsonb)`,
  );
}

/** A member's booking of an event (heads places), in a status. */
export function eventBooking(
  t: TestApp,
  b: { memberId: number; eventId: number; status: string; heads?: number },
) {
  return insert(
    t,
    sql`insert into event_bookings (event_id, member_id, who, heads, total, status)
      values (${b.eventId}, ${b.memberId}, 'member', ${b.heads ?? 1}, 0, ${b.status})`,
  );
}

/** A member's feedback in a status, with its first reply (or none) and its due times. */
export function feedbackRow(
  t: TestApp,
  f: {
    memberId: number;
    status: string;
    firstReplyDueAt: Date;
    resolutionDueAt: Date;
    firstReplyAt?: Date;
  },
) {
  return insert(
    t,
    sql`insert into feedback (member_id, category, subject, rating, status, first_reply_due_at,
      resolution_due_at, first_reply_at)
      values (${f.memberId}, 'fnb', 'About dinner', 4, ${f.status}, ${f.firstReplyDueAt},
      ${f.resolutionDueAt}, ${f.firstReplyAt ?? null})`,
  );
}

/** A payment of a member made on a day, captured then (or not: `capturedAt` null). */
export function payment(
  t: TestApp,
  p: { memberId: number; amount: number; status: string; createdAt: Date; capturedAt: Date | null },
) {
  return insert(
    t,
    sql`insert into payments (member_id, purpose, amount, description, currency, provider, status,
      created_at, captured_at)
      values (${p.memberId}, 'dues', ${p.amount}, 'Dues', 'INR', 'sandbox', ${p.status},
      ${p.createdAt}, ${p.capturedAt})`,
  );
}

/** A notice on the Notice Board, shown from a date (until one, or open-ended). */
export function notice(
  t: TestApp,
  n: { title: string; showFrom: string; showUntil?: string; pinned?: boolean },
) {
  return insert(
    t,
    sql`insert into notices (title, body_html, show_from, show_until, pinned)
      values (${n.title}, '<p>Text</p>', ${n.showFrom}, ${n.showUntil ?? null}, ${n.pinned ?? false})`,
  );
}
