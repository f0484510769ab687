import { clubToday } from '../../settings/index.ts';
import { staffOf } from '../../../actor.ts';
import { eq } from 'drizzle-orm';
import type { ChamberBooking } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberBookings } from '../../../db/schema/index.ts';
import { enqueue } from '../../../jobs/outbox.ts';
import { conflict } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { bookingChanged, lockBooking } from '../bookings/booking-store.ts';
import { adminProofUrl, toBookings } from '../bookings/booking-view.ts';
import { clubCheckAnswered, clubOf } from './club-check-store.ts';

/**
 * The office sends the affiliated club its verify and decline mail again (new links, a new
 * expiry), while the request still waits for the club; 409 `club_no_email` when the club has
 * no email on file. Audited.
 */
export async function resendClubCheck(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number },
): Promise<ChamberBooking> {
  staffOf(actor);
  const row = await ctx.db.transaction(async (tx) => {
    const b = await lockBooking(tx, input.id);
    if (b.version !== input.version) throw bookingChanged();
    if (b.clubCheck !== 'pending' || b.status !== 'requested') throw clubCheckAnswered();
    const club = await clubOf(tx, b);
    if (!club?.email) {
      throw conflict(
        'The affiliated club has no email on file: record its answer by hand when it calls.',
        'club_no_email',
      );
    }
    const [after] = await tx
      .update(chamberBookings)
      .set({ version: b.version + 1, updatedAt: ctx.clock.now() })
      .where(eq(chamberBookings.id, b.id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'chambers.booking.club_mail_resent',
      entity: 'chamber_booking',
      entityId: b.id,
      after: { club: club.name, email: club.email },
    });
    await enqueue(tx, 'chamber_booking.club_check_requested', { bookingId: b.id });
    return after!;
  });
  const [view] = await toBookings(ctx.db, [row], await clubToday(ctx), adminProofUrl);
  return view!;
}
