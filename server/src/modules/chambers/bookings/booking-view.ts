import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CHAMBER_BOOKINGS_API, type ChamberBooking } from '@club/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import {
  affiliatedClubs,
  auditLog,
  chamberBookingRooms,
  chamberRooms,
  staffUsers,
} from '../../../db/schema/index.ts';
import { historyOf, iso, readBookings } from '../../bookings/index.ts';
import type { BookingRow } from './booking-store.ts';

/* A stay as the member and the office read it, with its rooms and its club's answer. */

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
