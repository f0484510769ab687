import { isUniqueViolation } from '../../../lib/errors.ts';
import type { BanquetBooking, banquetBookingRequest } from '@club/contracts';
import { BANQUET_SESSION_HOURS } from '@club/contracts';
import type { z } from 'zod';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { nextId } from '../../../db/insert-where.ts';
import { banquetBookings } from '../../../db/schema/index.ts';
import { enqueue } from '../../../jobs/outbox.ts';
import { getSettingsRow, clubToday } from '../../settings/index.ts';
import { writeAudit } from '../../audit/index.ts';
import { checkMemberStanding, hallTaken, priceFunction } from './booking-store.ts';
import { toBookings } from './booking-view.ts';

/**
 * A member asks for a hall: the details and menu are checked and priced (400 naming the field:
 * a past date, more guests than the hall holds, a dish over a course's limit or of another
 * package), then the booking is written with its price, menu and the club's cancellation
 * policy copied. The database refuses a second live booking of the hall's slot (the partial
 * unique indexes): 409, nothing written (the audit entry and the job, written before the
 * booking, roll back with it). Only Active members book.
 */
export async function requestBooking(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof banquetBookingRequest>,
): Promise<BanquetBooking> {
  const memberId = memberScope(actor);
  await checkMemberStanding(ctx.db, memberId);
  const p = await priceFunction(ctx, input);
  // The cancellation policy in force now, which the booking keeps (read before the write).
  const settings = await getSettingsRow(ctx.db);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      // The booking's id is taken first, so its audit entry and its job are written before
      // the insert; they commit with the booking, or vanish with a refusal's rollback.
      const id = await nextId(tx, banquetBookings);
      await writeAudit(tx, actor, {
        action: 'banquets.booking.request',
        entity: 'banquet_booking',
        entityId: id,
        after: { ...input, total: p.total },
      });
      await enqueue(tx, 'banquet_booking.changed', { bookingId: id, kind: 'requested' });
      // The contended part, the last statement: a concurrent request for the slot waits on the
      // unique indexes until this transaction ends (no more than the commit after this).
      const [booking] = await tx
        .insert(banquetBookings)
        .values({
          id,
          memberId,
          hallId: input.hallId,
          date: input.date,
          session: input.session,
          hours: BANQUET_SESSION_HOURS[input.session],
          guests: input.guests,
          projector: input.projector,
          music: input.music,
          valetDrivers: input.valetDrivers,
          comments: input.comments,
          packageId: input.packageId,
          packageName: p.packageName,
          costPerGuest: p.costPerGuest,
          menu: p.menu,
          addons: p.addons,
          lines: p.lines,
          subtotal: p.subtotal,
          taxRate: p.taxRate,
          tax: p.tax,
          total: p.total,
          policy: settings.cancellationPolicies.banquets,
          requestedByMember: actor.actingForMemberId ? null : memberId,
          requestedByStaff: actor.actingForMemberId ? actor.staffId : null,
        })
        .returning();
      return booking!;
    });
    const [view] = await toBookings(ctx.db, [row], await clubToday(ctx));
    return view!;
  } catch (err) {
    if (isUniqueViolation(err)) throw hallTaken();
    throw err;
  }
}
