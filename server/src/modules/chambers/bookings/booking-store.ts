import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  CHAMBER_FEW_LEFT,
  CHAMBER_HOLDING_STATUSES,
  nightsOf,
  type ChamberGuestType,
  type ChamberNightState,
  type RoomType,
} from '@club/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { chamberBookings, chamberRooms } from '../../../db/schema/index.ts';
import { conflict, fieldError } from '../../../lib/errors.ts';
import { lockBookingRow } from '../../bookings/index.ts';

/* The queries and rules the booking use cases share. */

export type BookingRow = typeof chamberBookings.$inferSelect;

/** The private storage area of ID proofs (never served by the public files route). */
export const ID_PROOF_AREA = 'chamber-ids';

const HOLDING = sql.raw(CHAMBER_HOLDING_STATUSES.map((s) => `'${s}'`).join(','));

/**
 * Free rooms per night of a type (or of every type) for the nights from `from` to the night
 * before `to`: active rooms, minus rooms blocked that night, minus the rooms of the bookings
 * holding the night (requested, confirmed, checked in). Can be below 0 when a block came after
 * the bookings. The query (columns type, night, free), for `freeByNight` and `freeForStaySql`:
 * the one definition of a free room.
 */
function freeNightsQuery(from: string, to: string, type?: RoomType): SQL {
  return sql`
    with nights as (
      select d::date as night
      from generate_series(${from}::date, ${to}::date - 1, interval '1 day') d
    ),
    types as (select distinct type from chamber_rooms where active ${type ? sql`and type = ${type}` : sql``})
    select t.type, n.night::text as night,
      ((select count(*) from chamber_rooms r where r.active and r.type = t.type)
      - (select count(distinct b.room_id) from chamber_room_blocks b
           join chamber_rooms r on r.id = b.room_id and r.active and r.type = t.type
           where b.from_date <= n.night and b.to_date >= n.night)
      - coalesce((select sum(k.rooms) from chamber_bookings k
           where k.room_type = t.type and k.status in (${HOLDING})
             and k.check_in <= n.night and k.check_out > n.night), 0))::int as free
    from types t cross join nights n`;
}

/** Free rooms per night (see `freeNightsQuery`), by type and night. */
export async function freeByNight(
  db: DbOrTx,
  from: string,
  to: string,
  type?: RoomType,
): Promise<{ type: RoomType; night: string; free: number }[]> {
  const res = await db.execute(sql`${freeNightsQuery(from, to, type)} order by t.type, n.night`);
  return (res.rows as { type: RoomType; night: string; free: number }[]).map((r) => ({
    type: r.type,
    night: r.night,
    free: Number(r.free),
  }));
}

export const nightState = (free: number): ChamberNightState =>
  free <= 0 ? 'full' : free <= CHAMBER_FEW_LEFT ? 'few' : 'available';

/**
 * The fewest rooms of a type free on every night of a stay, as an SQL expression (0 when the
 * type has no active room): a request's insert is conditional on it.
 */
export function freeForStaySql(type: RoomType, checkIn: string, checkOut: string): SQL {
  return sql`(select greatest(0, coalesce(min(f.free), 0)) from (${freeNightsQuery(checkIn, checkOut, type)}) f)`;
}

/** The fewest rooms of a type free on every night of a stay. */
export async function freeForStay(
  db: DbOrTx,
  type: RoomType,
  checkIn: string,
  checkOut: string,
): Promise<number> {
  const res = await db.execute<{ n: number }>(
    sql`select ${freeForStaySql(type, checkIn, checkOut)}::int as n`,
  );
  return Number(res.rows[0]!.n);
}

/** The tariff a type is quoted at: its cheapest active room for the guest type, and its tax. */
export async function typeTariff(
  db: DbOrTx,
  type: RoomType,
  guestType: ChamberGuestType,
): Promise<{ tariff: number; taxRate: number; capacity: number } | null> {
  const rows = await db
    .select({
      member: chamberRooms.memberTariff,
      guest: chamberRooms.guestTariff,
      taxRate: chamberRooms.taxRate,
      capacity: chamberRooms.capacity,
    })
    .from(chamberRooms)
    .where(and(eq(chamberRooms.type, type), eq(chamberRooms.active, true)));
  if (rows.length === 0) return null;
  const tariffOf = (r: (typeof rows)[number]) => (guestType === 'member' ? r.member : r.guest);
  const cheapest = rows.reduce((a, b) => (tariffOf(b) < tariffOf(a) ? b : a));
  return {
    tariff: tariffOf(cheapest),
    taxRate: cheapest.taxRate,
    capacity: Math.min(...rows.map((r) => r.capacity)),
  };
}

/** nights x rooms x tariff, plus tax (basis points, rounded to the paisa). */
export function priceOf(nights: number, rooms: number, tariff: number, taxRate: number) {
  const subtotal = nights * rooms * tariff;
  const tax = Math.round((subtotal * taxRate) / 10_000);
  return { subtotal, tax, total: subtotal + tax };
}

/** Locks the active rooms of a type (in id order): requests for one type queue behind it. */
export async function lockRoomType(tx: DbOrTx, type: RoomType): Promise<number> {
  const rows = await tx
    .select({ id: chamberRooms.id })
    .from(chamberRooms)
    .where(and(eq(chamberRooms.type, type), eq(chamberRooms.active, true)))
    .orderBy(asc(chamberRooms.id))
    .for('update');
  return rows.length;
}

export const notEnoughRooms = () =>
  conflict('Not enough rooms of this type are free on these nights.', 'chamber_full', {
    errors: [fieldError('rooms', 'validation.chamberFull')],
  });

export { bookingChanged } from '../../bookings/index.ts';

/** Locks a booking's row; 404 when there is none (or it is another member's). */
export const lockBooking = (tx: DbOrTx, id: number, memberId?: number) =>
  lockBookingRow<BookingRow>(tx, chamberBookings, id, memberId);

export { nightsOf };
