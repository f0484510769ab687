import { and, asc, eq } from 'drizzle-orm';
import { formatMinor, LANGUAGE_LOCALES, type Language } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import {
  chamberBookingRooms,
  chamberBookings,
  chamberRooms,
  members,
} from '../../../db/schema/index.ts';
import { enqueueMail } from '../../../jobs/outbox.ts';
import { getSettingsRow } from '../../settings/index.ts';
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
    const [b] = await tx
      .select()
      .from(chamberBookings)
      .where(eq(chamberBookings.id, input.bookingId));
    if (!b) return;
    const [m] = await tx.select().from(members).where(eq(members.id, b.memberId));
    if (!m?.email) return;
    const settings = await getSettingsRow(tx);
    const rooms = await tx
      .select({ number: chamberRooms.number })
      .from(chamberBookingRooms)
      .innerJoin(chamberRooms, eq(chamberRooms.id, chamberBookingRooms.roomId))
      .where(and(eq(chamberBookingRooms.bookingId, b.id), eq(chamberBookingRooms.active, true)))
      .orderBy(asc(chamberRooms.number));
    const lang = (m.language in LANGUAGE_LOCALES ? m.language : 'en') as Language;
    const to = { email: m.email, name: `${m.firstName} ${m.lastName}`, language: lang };
    await enqueueMail(
      tx,
      bookingMail(to, settings.clubName, input.status, {
        id: b.id,
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        rooms: b.rooms,
        total: formatMinor(b.total, settings.currency, LANGUAGE_LOCALES[lang]),
        reason: b.reason,
        roomNumbers: rooms.map((r) => r.number).join(', '),
        url: `${ctx.config.publicUrl}${ctx.config.BASE_PATH}/member/chamber/myBooking`,
        clubWaiting: b.clubCheck === 'pending' ? b.affiliatedClub : '',
      }),
    );
  });
}
