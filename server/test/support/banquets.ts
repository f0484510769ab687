import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { BANQUET_BOOKINGS_API, type BanquetBooking } from '@club/contracts';
import { seedBanquets } from '../../src/seed/banquets.ts';
import { signInMember, type As, type Caller } from '../fixtures.ts';
import type { TestApp } from '../helpers.ts';
import { startStaffApp } from './staff-app.ts';

/*
 * The hall booking tests' app: the demo halls, packages and add-ons, the club's clock on
 * 2026-11-24 (Asia/Kolkata), M1001 (the member), M1002 (m2), an admin and an editor signed in.
 */
export let t: TestApp;
export let as: As;
export let m2: Caller;
export const ids = {} as {
  crystal: number;
  board: number;
  veg: number;
  nonVeg: number;
  starters: number[];
  butterChicken: number;
  chaat: number;
  kebab: number;
  floral: number;
};

/** Sets the club's clock on the day at 10:00. */
export const setToday = (date: string) => {
  const at = new Date(`${date}T10:00:00+05:30`);
  t.app.ctx.clock = { now: () => at };
};

export async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await t.app.ctx.db.execute(query)).rows as T[];
}
const one = async (table: string, name: string) =>
  (await q<{ id: number }>(sql`select id from ${sql.raw(table)} where name = ${name}`))[0]!.id;

export function useBanquetsApp() {
  beforeAll(async () => {
    ({ t, as } = await startStaffApp({
      today: '2026-11-24',
      roles: ['member', 'admin', 'editor'],
    }));
    m2 = await signInMember(t, { code: 'M1002', pin: '1234' });
    await seedBanquets(t.app.ctx.db);
    Object.assign(ids, {
      crystal: await one('banquet_halls', 'Crystal Hall'),
      board: await one('banquet_halls', 'Board Room'),
      veg: await one('banquet_packages', 'Veg Classic'),
      nonVeg: await one('banquet_packages', 'Non-Veg Classic'),
      starters: (
        await q<{ id: number }>(
          sql`select d.id from banquet_dishes d join banquet_courses c on c.id = d.course_id where c.name = 'Starters' order by d.id`,
        )
      ).map((r) => r.id),
      butterChicken: await one('banquet_dishes', 'Butter Chicken'),
      chaat: await one('banquet_addons', 'Live Chaat Counter'),
      kebab: await one('banquet_addons', 'Kebab Live Station'),
      floral: await one('banquet_addons', 'Floral Decoration'),
    });
  });
  afterAll(() => t.close());
}

/** A request for the Crystal Hall on 2026-12-20 evening (over the fields given). */
export const body = (over: Record<string, unknown> = {}) => ({
  hallId: ids.crystal,
  date: '2026-12-20',
  session: 'evening',
  guests: 100,
  projector: true,
  music: true,
  valetDrivers: 2,
  comments: 'Birthday dinner; one Jain guest.',
  packageId: ids.veg,
  dishIds: ids.starters.slice(0, 3),
  addonIds: [ids.chaat, ids.floral],
  ...over,
});
/** The member's request. */
export const ask = (who: Caller, over: Record<string, unknown> = {}) =>
  who.inject({ method: 'POST', url: BANQUET_BOOKINGS_API.myBookings, payload: body(over) });
/** An admin step on a booking at its version. */
export const step = (b: Pick<BanquetBooking, 'id' | 'version'>, name: string, extra: object = {}) =>
  as('admin').inject({
    method: 'POST',
    url: `${BANQUET_BOOKINGS_API.bookings}/${b.id}/${name}`,
    payload: { version: b.version, ...extra },
  });
export const count = async (table: string) =>
  (await q<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
