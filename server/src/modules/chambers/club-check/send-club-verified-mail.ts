import { eq } from 'drizzle-orm';
import { formatMinor, LANGUAGE_LOCALES, type Language } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberBookings, members } from '../../../db/schema/index.ts';
import { enqueueMail } from '../../../jobs/outbox.ts';
import { getSettingsRow } from '../../settings/index.ts';
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
    const [b] = await tx
      .select()
      .from(chamberBookings)
      .where(eq(chamberBookings.id, input.bookingId));
    if (!b) return;
    const [m] = await tx.select().from(members).where(eq(members.id, b.memberId));
    if (!m?.email) return;
    const settings = await getSettingsRow(tx);
    const lang = (m.language in LANGUAGE_LOCALES ? m.language : 'en') as Language;
    await enqueueMail(
      tx,
      clubVerifiedMail(
        { email: m.email, name: `${m.firstName} ${m.lastName}`, language: lang },
        settings.clubName,
        {
          id: b.id,
          checkIn: b.checkIn,
          checkOut: b.checkOut,
          rooms: b.rooms,
          total: formatMinor(b.total, settings.currency, LANGUAGE_LOCALES[lang]),
          reason: '',
          roomNumbers: '',
          url: `${ctx.config.publicUrl}${ctx.config.BASE_PATH}/member/chamber/myBooking`,
          clubName: b.affiliatedClub,
          guestName: b.guestName,
        },
      ),
    );
  });
}
