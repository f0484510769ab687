import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signInMember, type Caller } from '../../../../test/fixtures.ts';
import { as, t, useChambersApp } from '../../../../test/support/chambers.ts';
import { requestBooking } from '../../../../test/support/chamber-bookings.ts';
import { createChamberRoom } from '../../../seed/chambers-factories.ts';

useChambersApp();

/*
 * Issue 36: a request's contended part is one statement (the type's lock, then an insert made
 * only if enough rooms are free), with its audit entry and jobs written before it. Eight
 * members ask at once for the last two double rooms on nights that overlap: exactly two get
 * them, the others are told the rooms are taken, and nothing of a refused request is kept.
 */
describe('members asking at once for the last rooms of a type', () => {
  const members: Caller[] = [];
  const N = 8;
  const K = 2;

  beforeAll(async () => {
    // Five doubles (the app's one and four more), and eight members.
    for (const number of ['202', '203', '204', '205']) {
      await createChamberRoom(t.app.ctx.db, { number, type: 'double' });
    }
    members.push(as('member'));
    for (let i = 2; i <= N; i++) {
      members.push(await signInMember(t, { code: `M100${i}`, pin: '2345' }));
    }
  });

  /** Three of the five doubles held from the 11th to the 18th: two are left on those nights. */
  async function holdThree(month: string) {
    await t.app.ctx.db.execute(sql`
      insert into chamber_bookings (member_id, room_type, check_in, check_out, rooms, occupants,
        guest_name, nationality, guest_type, nights, tariff, tax_rate, tax, total)
      values (${members[0]!.id!}, 'double', ${`${month}-11`}, ${`${month}-18`}, 3, 3, 'Ravi',
        'Indian', 'member', 7, 420000, 1200, 0, 0)`);
  }

  const lastId = async (table: 'audit_log' | 'outbox') =>
    Number(
      (
        (
          await t.app.ctx.db.execute(
            sql`select coalesce(max(id), 0)::int as n from ${sql.identifier(table)}`,
          )
        ).rows[0] as { n: number }
      ).n,
    );

  it('gives them to exactly as many as there are rooms, and keeps nothing of the others', async () => {
    // Three rounds, each in a month of its own, so the race is run more than once.
    for (const month of ['2027-02', '2027-03', '2027-04']) {
      await holdThree(month);
      const audit = await lastId('audit_log');
      const jobs = await lastId('outbox');
      // Every stay holds the 14th; they start and end on different days.
      const answers = await Promise.all(
        members.map((m, i) =>
          requestBooking(m, {
            checkIn: `${month}-${String(12 + (i % 3)).padStart(2, '0')}`,
            checkOut: `${month}-${String(15 + (i % 2)).padStart(2, '0')}`,
          }),
        ),
      );
      const won = answers.filter((a) => a.statusCode === 201);
      const refused = answers.filter((a) => a.statusCode !== 201);
      expect(won, month).toHaveLength(K);
      expect(refused.map((a) => a.statusCode)).toEqual(Array(N - K).fill(409));
      for (const r of refused) {
        expect(r.headers['content-type']).toContain('application/problem+json');
        expect(r.json()).toMatchObject({ code: 'chamber_full' });
      }
      const wonIds = won.map((a) => (a.json() as { id: number }).id).sort((x, y) => x - y);

      const held = await t.app.ctx.db.execute(sql`
        select id from chamber_bookings
        where room_type = 'double' and check_in >= ${`${month}-01`}::date and rooms = 1
        order by id`);
      expect(held.rows.map((r) => (r as { id: number }).id)).toEqual(wonIds);
      // One audit entry and one job per booking made; none for a refused request.
      const audited = await t.app.ctx.db.execute(sql`
        select entity_id from audit_log where id > ${audit} and action = 'chambers.booking.request'
        order by entity_id::int`);
      expect(audited.rows.map((r) => Number((r as { entity_id: string }).entity_id))).toEqual(
        wonIds,
      );
      const queued = await t.app.ctx.db.execute(sql`
        select topic, (payload->>'bookingId')::int as id from outbox where id > ${jobs}
        order by 2`);
      expect(queued.rows).toEqual(wonIds.map((id) => ({ topic: 'chamber_booking.changed', id })));
    }
  });
});
