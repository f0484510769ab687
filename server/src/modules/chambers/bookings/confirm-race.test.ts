import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLE } from '@club/contracts';
import { signInStaff } from '../../../../test/fixtures.ts';
import { as, rooms, t, useChambersApp } from '../../../../test/support/chambers.ts';
import { step } from '../../../../test/support/chamber-bookings.ts';

useChambersApp();

/*
 * Issue 10: "two staff confirming two requests onto the same room give one confirmation". Two
 * requests for common nights got in (as if the type had had two rooms then); two staff members
 * confirm each onto the same room at the same moment. The exclusion constraint on the rooms'
 * date ranges lets one through; the other is refused with room_taken and writes nothing.
 */
describe('two staff confirming two requests onto one room at once', () => {
  async function request(checkIn: string, checkOut: string) {
    const member = as('member').id!;
    const ins = await t.app.ctx.db.execute(sql`
      insert into chamber_bookings (member_id, room_type, check_in, check_out, rooms, occupants,
        guest_name, nationality, guest_type, nights, tariff, tax_rate, tax, total)
      values (${member}, 'double', ${checkIn}, ${checkOut}, 1, 1, 'Ravi', 'Indian',
        'member', 2, 420000, 1200, 100800, 940800) returning id`);
    return (ins.rows[0] as { id: number }).id;
  }

  async function chargesOf(ids: number[]) {
    const res = await t.app.ctx.db.execute(sql`
      select source_id from ledger_entries
      where source = 'chamber_booking' and kind = 'charge'
        and source_id in (${sql.join(
          ids.map((id) => sql`${String(id)}`),
          sql`, `,
        )})`);
    return res.rows.map((r) => Number((r as { source_id: string }).source_id));
  }

  it('gives the room to exactly one of them, every time', async () => {
    const second = await signInStaff(t, {
      code: 'frontdesk',
      password: 'Desk@123456',
      name: 'Front Desk',
      email: 'desk@example.com',
      role: ROLE.admin,
    });
    // Five rounds on nights of their own, so the race is run more than once.
    for (let round = 0; round < 5; round++) {
      const day = 14 + round * 3;
      const a = await request(`2027-01-${day}`, `2027-01-${day + 2}`);
      const b = await request(`2027-01-${day + 1}`, `2027-01-${day + 3}`);
      const [ra, rb] = await Promise.all([
        step(as('admin'), { id: a, version: 0 }, 'confirm', { roomIds: [rooms.double] }),
        step(second, { id: b, version: 0 }, 'confirm', { roomIds: [rooms.double] }),
      ]);
      const codes = [ra.statusCode, rb.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const refused = ra.statusCode === 409 ? ra : rb;
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json()).toMatchObject({ code: 'room_taken' });

      const won = ra.statusCode === 200 ? a : b;
      const lost = won === a ? b : a;
      const states = await t.app.ctx.db.execute(sql`
        select id, status from chamber_bookings where id in (${a}, ${b}) order by id`);
      expect(
        Object.fromEntries(
          states.rows.map((r) => [(r as { id: number }).id, (r as { status: string }).status]),
        ),
      ).toEqual({ [won]: 'confirmed', [lost]: 'requested' });
      // One charge, the confirmed booking's; the refused one wrote nothing.
      expect(await chargesOf([a, b])).toEqual([won]);
      const assigned = await t.app.ctx.db.execute(sql`
        select count(*)::int as n from chamber_booking_rooms where booking_id = ${lost}`);
      expect(Number((assigned.rows[0] as { n: number }).n)).toBe(0);
    }
  });
});
