import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CHAMBER_FEW_LEFT,
  CHAMBER_HOLDING_STATUSES,
  nightsOf,
  type ChamberBooking,
  type ChamberGuestType,
  type ChamberNightState,
  type RoomType,
  CHAMBER_BOOKINGS_API,
} from '@club/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import {
  affiliatedClubs,
  auditLog,
  chamberBookingRooms,
  chamberBookings,
  chamberRooms,
  staffUsers,
} from '../../../db/schema/index.ts';
import { conflict, fieldError } from '../../../lib/errors.ts';
import { historyOf, iso, lockBookingRow, readBookings } from '../../bookings/index.ts';

/* The queries and rules the booking use cases share. */

export type BookingRow = typeof chamberBookings.$inferSelect;

/** The private storage area of ID proofs (never served by the public files route). */
export const ID_PROOF_AREA = 'chamber-ids';

const HOLDING = sql.raw(CHAMBER_HOLDING_STATUSES.map((s) => `'${s}'`).join(','));

/**
 * Free rooms per night of a type (or of every type) for the nights from `from` to the night
 * before `to`: active rooms, minus rooms blocked that night, minus the rooms of the bookings
 * holding the night (requested, confirmed, checked in). Can be below 0 when a block came after
 * the bookings.
 */
export async function freeByNight(
  db: DbOrTx,
  from: string,
  to: string,
  type?: RoomType,
): Promise<{ type: RoomType; night: string; free: number }[]> {
  const res = await db.execute(sql`
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
    from types t cross join nights n
    order by t.type, n.night`);
  return (res.rows as { type: RoomType; night: string; free: number }[]).map((r) => ({
    type: r.type,
    night: r.night,
    free: Number(r.free),
  }));
}

export const nightState = (free: number): ChamberNightState =>
  free <= 0 ? 'full' : free <= CHAMBER_FEW_LEFT ? 'few' : 'available';

/** The fewest rooms of a type free on every night of a stay. */
export async function freeForStay(
  db: DbOrTx,
  type: RoomType,
  checkIn: string,
  checkOut: string,
): Promise<number> {
  const nights = await freeByNight(db, checkIn, checkOut, type);
  if (nights.length === 0) return 0;
  return Math.max(0, Math.min(...nights.map((n) => n.free)));
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

/** Rows -> bookings with the member, the assigned rooms and who did each step. */
export async function toBookings(
  db: DbOrTx,
  rows: BookingRow[],
  today: string,
  urlOf: (row: BookingRow) => string,
): Promise<ChamberBooking[]> {
  return readBookings(db, rows, {
    members: (r) => [r.memberId, r.cancelledByMember],
    staff: (r) => [
      r.requestedByStaff,
      r.decidedBy,
      r.cancelledByStaff,
      r.checkedInBy,
      r.checkedOutBy,
      r.noShowBy,
    ],
    load: loadRoomsAndClubs,
    view: (r, names, { assigned, clubs, recorded }) => {
      return {
        id: r.id,
        memberId: r.memberId,
        memberCode: names.code(r.memberId),
        memberName: names.member(r.memberId),
        roomType: r.roomType,
        checkIn: r.checkIn,
        checkOut: r.checkOut,
        rooms: r.rooms,
        occupants: r.occupants,
        ownStay: r.ownStay,
        guestName: r.guestName,
        nationality: r.nationality,
        guestType: r.guestType,
        affiliatedClub: r.affiliatedClub,
        affiliatedClubId: r.affiliatedClubId,
        clubCheck: r.clubCheck,
        clubCheckedAt: r.clubCheckedAt ? iso(r.clubCheckedAt) : null,
        clubCheckedBy: r.clubCheckedAt
          ? (recorded.find((x) => x.entityId === String(r.id))?.name ?? r.affiliatedClub)
          : '',
        clubHasEmail: !!clubs.find((c) => c.id === r.affiliatedClubId)?.email,
        idProofUrl: r.idProofKey ? urlOf(r) : null,
        status: r.status,
        reason: r.reason,
        nights: r.nights,
        tariff: r.tariff,
        taxRate: r.taxRate,
        tax: r.tax,
        total: r.total,
        assigned: assigned
          .filter((a) => a.bookingId === r.id)
          .map(({ roomId, number, name, from, to }) => ({ roomId, number, name, from, to })),
        steps: historyOf<ChamberBooking['steps'][number]['step']>([
          ['requested', names.by(r.requestedByStaff, r.memberId), r.createdAt],
          [
            r.status === 'rejected' ? 'rejected' : 'confirmed',
            // A request its club declined by its link was decided by the club.
            r.decidedBy ? names.staff(r.decidedBy) : r.affiliatedClub,
            r.decidedAt,
          ],
          ['checked_in', names.staff(r.checkedInBy), r.checkedInAt],
          ['checked_out', names.staff(r.checkedOutBy), r.checkedOutAt],
          ['no_show', names.staff(r.noShowBy), r.noShowAt],
          ['cancelled', names.by(r.cancelledByStaff, r.cancelledByMember), r.cancelledAt],
        ]),
        cancellable: (r.status === 'requested' || r.status === 'confirmed') && r.checkIn > today,
        cancellationPolicy: r.cancellationPolicy,
        refund:
          r.refundAmount === null
            ? null
            : {
                daysBefore: r.refundDaysBefore ?? 0,
                percent: r.refundPercent ?? 0,
                amount: r.refundAmount,
                waived: r.penaltyWaived,
              },
        version: r.version,
        createdAt: iso(r.createdAt),
      };
    },
  });
}

/** A page's assigned rooms, its clubs' mail addresses and who recorded a club's answer. */
async function loadRoomsAndClubs(db: DbOrTx, rows: BookingRow[]) {
  const ids = rows.map((r) => r.id);
  const clubIds = [
    ...new Set(rows.map((r) => r.affiliatedClubId).filter((x): x is number => x !== null)),
  ];
  const checked = rows.filter((r) => r.clubCheckedAt !== null).map((r) => String(r.id));
  const [assigned, clubs, recorded] = await Promise.all([
    db
      .select({
        bookingId: chamberBookingRooms.bookingId,
        roomId: chamberBookingRooms.roomId,
        number: chamberRooms.number,
        name: chamberRooms.name,
        from: sql<string>`lower(${chamberBookingRooms.nights})::text`,
        to: sql<string>`upper(${chamberBookingRooms.nights})::text`,
      })
      .from(chamberBookingRooms)
      .innerJoin(chamberRooms, eq(chamberRooms.id, chamberBookingRooms.roomId))
      .where(and(inArray(chamberBookingRooms.bookingId, ids), eq(chamberBookingRooms.active, true)))
      .orderBy(asc(chamberRooms.number)),
    clubIds.length
      ? db
          .select({ id: affiliatedClubs.id, email: affiliatedClubs.email })
          .from(affiliatedClubs)
          .where(inArray(affiliatedClubs.id, clubIds))
      : Promise.resolve([] as { id: number; email: string }[]),
    // Who recorded a club's answer by hand (its link's answers name the club).
    checked.length
      ? db
          .select({ entityId: auditLog.entityId, name: staffUsers.name })
          .from(auditLog)
          .innerJoin(staffUsers, eq(staffUsers.id, auditLog.actorStaffId))
          .where(
            and(
              eq(auditLog.entity, 'chamber_booking'),
              eq(auditLog.action, 'chambers.booking.club_answer_recorded'),
              inArray(auditLog.entityId, checked),
            ),
          )
      : Promise.resolve([] as { entityId: string | null; name: string }[]),
  ]);
  return { assigned, clubs, recorded };
}

export const memberProofUrl = (r: BookingRow) =>
  `${CHAMBER_BOOKINGS_API.myBookings}/${r.id}/id-proof`;
export const adminProofUrl = (r: BookingRow) => `${CHAMBER_BOOKINGS_API.bookings}/${r.id}/id-proof`;

export { nightsOf };
