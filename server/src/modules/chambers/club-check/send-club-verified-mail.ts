import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { enqueueMail } from '../../../jobs/outbox.ts';
import { memberMailOf } from '../bookings/booking-mail-data.ts';
import { clubVerifiedMail } from '../mails.ts';
import type { ChamberClubVerified } from '../topics.ts';

/**
 * The handler of `chamber_booking.club_verified`: tells the member, in their language, that
 * the affiliated club verified their guest (nothing when the member has no email on file).
 */
export async function sendClubVerifiedMail(
  ctx: AppContext,
  _actor: Actor,
  input: ChamberClubVerified,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const mail = await memberMailOf(ctx, tx, input.bookingId);
    if (!mail) return;
    const { b, settings, to, facts } = mail;
    await enqueueMail(
      tx,
      clubVerifiedMail(to, settings.clubName, {
        ...facts,
        reason: '',
        roomNumbers: '',
        clubName: b.affiliatedClub,
        guestName: b.guestName,
      }),
    );
  });
}
