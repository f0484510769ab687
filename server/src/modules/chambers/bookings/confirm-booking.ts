import { staffOf } from '../../../actor.ts';
import { sql } from 'drizzle-orm';
import type { ChamberBooking, chamberConfirmRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberBookingRooms } from '../../../db/schema/index.ts';
import { badField, conflict, fieldError, isPgError } from '../../../lib/errors.ts';
import { postLedgerEntry } from '../../ledger/index.ts';
import { makeStayTask } from '../../tasks/index.ts';
import { takeStep } from './booking-steps.ts';
import { requireClubVerified } from '../club-check/club-check-store.ts';

const roomTaken = () =>
  conflict(
    'One of these rooms is already assigned to another booking on these nights. Choose another.',
    'room_taken',
    { errors: [fieldError('roomIds', 'validation.chamberAssign')] },
  );

/**
 * The office confirms a request with one free room of its type per room booked; the price
 * quoted is charged to the member's account in the same transaction. The database refuses a
 * room assigned to two live bookings on a common night (exclusion constraint): 409. An
 * affiliate guest's booking waits for its club's verification (409 `club_check_pending`).
 */
export async function confirmBooking(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof chamberConfirmRequest> & { id: number },
): Promise<ChamberBooking> {
  const staffId = staffOf(actor);
  const roomIds = [...new Set(input.roomIds)];
  try {
    return await takeStep(ctx, actor, {
      id: input.id,
      version: input.version,
      from: ['requested'],
      to: 'confirmed',
      check: (b) => {
        requireClubVerified(b);
        if (roomIds.length !== b.rooms) throw badField('roomIds', 'validation.chamberAssign');
      },
      set: () => ({ decidedAt: new Date(), decidedBy: staffId, reason: '' }),
      also: async (tx, b) => {
        // A room of another type, inactive or blocked is the caller's error (400); one that
        // another live booking holds on a common night is refused by the constraint (409).
        const fit = await tx.execute(sql`
          select count(*)::int as n from chamber_rooms r
          where r.id in (${sql.join(
            roomIds.map((id) => sql`${id}`),
            sql`, `,
          )})
            and r.active and r.type = ${b.roomType}
            and not exists (select 1 from chamber_room_blocks k where k.room_id = r.id
              and k.from_date < ${b.checkOut}::date and k.to_date >= ${b.checkIn}::date)`);
        if (Number((fit.rows[0] as { n: number }).n) !== roomIds.length) {
          throw badField('roomIds', 'validation.chamberAssign');
        }
        await tx.insert(chamberBookingRooms).values(
          roomIds.map((roomId) => ({
            bookingId: b.id,
            roomId,
            nights: `[${b.checkIn},${b.checkOut})`,
          })),
        );
        await postLedgerEntry(tx, {
          memberId: b.memberId,
          kind: 'charge',
          source: 'chamber_booking',
          sourceId: String(b.id),
          text: {
            key: 'chamber.charge',
            params: { bookingId: b.id, checkIn: b.checkIn, nights: b.nights },
          },
          amount: b.total,
          taxAmount: b.tax,
          createdByStaffId: staffId,
        });
        // Housekeeping's task to prepare the rooms, made once with the confirmation.
        await makeStayTask(tx, b.id);
      },
      audit: 'chambers.booking.confirm',
    });
  } catch (err) {
    if (isPgError(err, '23P01')) throw roomTaken();
    throw err;
  }
}
