import { sql } from 'drizzle-orm';
import type { ChamberFreeRooms } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';

/**
 * Active rooms of a type free on every night from `checkIn` to the night before `checkOut`:
 * not blocked, not assigned to another live booking.
 */
async function freeRooms(
  db: DbOrTx,
  type: string,
  checkIn: string,
  checkOut: string,
): Promise<ChamberFreeRooms['items']> {
  const res = await db.execute(sql`
    select r.id, r.number, r.name, r.capacity from chamber_rooms r
    where r.active and r.type = ${type}
      and not exists (select 1 from chamber_room_blocks b where b.room_id = r.id
        and b.from_date < ${checkOut}::date and b.to_date >= ${checkIn}::date)
      and not exists (select 1 from chamber_booking_rooms a where a.room_id = r.id and a.active
        and a.nights && daterange(${checkIn}::date, ${checkOut}::date, '[)'))
    order by r.sort, r.number, r.id`);
  return (res.rows as ChamberFreeRooms['items']).map((r) => ({
    id: Number(r.id),
    number: r.number,
    name: r.name,
    capacity: Number(r.capacity),
  }));
}

/** The rooms the office may assign to a booking: free of its type for its nights. */
export async function listFreeRooms(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<ChamberFreeRooms> {
  const res = await ctx.db.execute(
    sql`select room_type, check_in::text, check_out::text from chamber_bookings where id = ${input.id}`,
  );
  const b = res.rows[0] as { room_type: string; check_in: string; check_out: string } | undefined;
  if (!b) throw notFound('No such booking.');
  return { items: await freeRooms(ctx.db, b.room_type, b.check_in, b.check_out) };
}
