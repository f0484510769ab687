import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberBookingRooms, chamberRooms } from '../../../db/schema/index.ts';
import { enqueueMail } from '../../../jobs/outbox.ts';
import { memberMailOf } from './booking-mail-data.ts';
import { bookingMail } from '../mails.ts';
import type { ChamberBookingChanged } from '../topics.ts';

/**
 * The handler of `chamber_booking.changed`: mails the member the booking's new status in their
 * language (nothing when the member has no email on file).
 */
export async function sendBookingMail(
  ctx: AppContext,
  _actor: Actor,
  input: ChamberBookingChanged,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const mail = await memberMailOf(ctx, tx, input.bookingId);
    if (!mail) return;
    const { b, settings, to, facts } = mail;
    const rooms = await tx
      .select({ number: chamberRooms.number })
      .from(chamberBookingRooms)
      .innerJoin(chamberRooms, eq(chamberRooms.id, chamberBookingRooms.roomId))
      .where(and(eq(chamberBookingRooms.bookingId, b.id), eq(chamberBookingRooms.active, true)))
      .orderBy(asc(chamberRooms.number));
    await enqueueMail(
      tx,
      bookingMail(to, settings.clubName, input.status, {
        ...facts,
        reason: b.reason,
        roomNumbers: rooms.map((r) => r.number).join(', '),
        clubWaiting: b.clubCheck === 'pending' ? b.affiliatedClub : '',
      }),
    );
  });
}
