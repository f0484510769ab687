import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberBookings, members } from '../../../db/schema/index.ts';
import { enqueueMail } from '../../../jobs/outbox.ts';
import { getSettingsRow } from '../../settings/index.ts';
import { clubLinks, clubOf } from './club-check-store.ts';
import { clubCheckMail } from '../mails.ts';
import type { ChamberClubCheckRequested } from '../topics.ts';

/**
 * The handler of `chamber_booking.club_check_requested`: mails the affiliated club the
 * request's facts and its verify and decline links, signed now (in English: the club's
 * language is not on file). Nothing when the request no longer waits for the club or the club
 * has no email (the office sees "no email on file" and records the answer by hand).
 */
export async function sendClubCheckMail(
  ctx: AppContext,
  _actor: Actor,
  input: ChamberClubCheckRequested,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [b] = await tx
      .select()
      .from(chamberBookings)
      .where(eq(chamberBookings.id, input.bookingId));
    if (!b || b.clubCheck !== 'pending' || b.status !== 'requested') return;
    const club = await clubOf(tx, b);
    if (!club?.email) return;
    const [m] = await tx.select().from(members).where(eq(members.id, b.memberId));
    const settings = await getSettingsRow(tx);
    const links = await clubLinks(ctx, tx, b);
    await enqueueMail(
      tx,
      clubCheckMail(club.email, settings.clubName, 'en', {
        id: b.id,
        clubName: club.name,
        guestName: b.guestName,
        nationality: b.nationality,
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        rooms: b.rooms,
        occupants: b.occupants,
        memberName: m ? `${m.firstName} ${m.lastName}`.trim() : '',
        memberCode: m?.code ?? '',
        verifyUrl: links.verify,
        declineUrl: links.decline,
        expires: `${new Date(links.expires * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      }),
    );
  });
}
