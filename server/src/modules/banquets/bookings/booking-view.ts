import { and, eq, inArray } from 'drizzle-orm';
import type { BanquetBooking } from '@club/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { banquetBookings, banquetHalls } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { historyOf, iso, readBookings } from '../../bookings/index.ts';
import { advancePayable, type BookingRow } from './booking-store.ts';

/* A hall booking as the member and the office read it. */

/** Reads one booking (the member's own when `memberId` is given); 404 otherwise. */
export async function bookingById(
  db: DbOrTx,
  id: number,
  today: string,
  memberId?: number,
): Promise<BanquetBooking> {
  const [row] = await db
    .select()
    .from(banquetBookings)
    .where(
      and(
        eq(banquetBookings.id, id),
        memberId === undefined ? undefined : eq(banquetBookings.memberId, memberId),
      ),
    );
  if (!row) throw notFound('No such booking.');
  const [view] = await toBookings(db, [row], today);
  return view!;
}

/** Rows -> bookings with the member, the hall and who did each step. */
export async function toBookings(
  db: DbOrTx,
  rows: BookingRow[],
  today: string,
): Promise<BanquetBooking[]> {
  return readBookings(db, rows, {
    members: (r) => [r.memberId, r.cancelledByMember],
    staff: (r) => [
      r.requestedByStaff,
      r.decidedBy,
      r.guestsSetBy,
      r.completedBy,
      r.cancelledByStaff,
    ],
    load: (db, rows) =>
      db
        .select({ id: banquetHalls.id, name: banquetHalls.name })
        .from(banquetHalls)
        .where(inArray(banquetHalls.id, [...new Set(rows.map((r) => r.hallId))])),
    view: (r, names, loaded) => {
      return {
        id: r.id,
        memberId: r.memberId,
        memberCode: names.code(r.memberId),
        memberName: names.member(r.memberId),
        hallId: r.hallId,
        hallName: loaded.find((h) => h.id === r.hallId)?.name ?? '',
        date: r.date,
        session: r.session,
        hours: r.hours,
        guests: r.guests,
        finalGuests: r.finalGuests,
        projector: r.projector,
        music: r.music,
        valetDrivers: r.valetDrivers,
        comments: r.comments,
        packageId: r.packageId,
        packageName: r.packageName,
        costPerGuest: r.costPerGuest,
        menu: r.menu,
        addons: r.addons,
        lines: r.lines,
        subtotal: r.subtotal,
        taxRate: r.taxRate,
        tax: r.tax,
        total: r.total,
        status: r.status,
        reason: r.reason,
        advance: r.advance,
        advanceDueOn: r.advanceDueOn,
        advancePaidAt: r.advancePaidAt ? iso(r.advancePaidAt) : null,
        advancePayable: advancePayable(r),
        finalTotal: r.finalTotal,
        balance: r.balance,
        refund: r.refund,
        policy: r.policy,
        steps: historyOf<BanquetBooking['steps'][number]['step']>([
          ['requested', names.by(r.requestedByStaff, r.memberId), r.createdAt],
          [
            r.status === 'rejected' ? 'rejected' : 'confirmed',
            names.staff(r.decidedBy),
            r.decidedAt,
          ],
          ['guests_set', names.staff(r.guestsSetBy), r.guestsSetAt],
          ['completed', names.staff(r.completedBy), r.completedAt],
          ['cancelled', names.by(r.cancelledByStaff, r.cancelledByMember), r.cancelledAt],
        ]),
        cancellable: (r.status === 'requested' || r.status === 'confirmed') && r.date > today,
        version: r.version,
        createdAt: iso(r.createdAt),
      };
    },
  });
}
