import { eq } from 'drizzle-orm';
import { formatMinor, LANGUAGE_LOCALES, type Language } from '@club/contracts';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { chamberBookings, members } from '../../../db/schema/index.ts';
import { getSettingsRow } from '../../settings/index.ts';

/**
 * What every mail to a booking's member starts from: the booking, the club's settings, the
 * member to write to in their language, and the booking's facts every such mail names.
 * Undefined when the booking is gone or its member has no email on file (no mail).
 */
export async function memberMailOf(ctx: AppContext, tx: Tx, bookingId: number) {
  const [b] = await tx.select().from(chamberBookings).where(eq(chamberBookings.id, bookingId));
  if (!b) return undefined;
  const [m] = await tx.select().from(members).where(eq(members.id, b.memberId));
  if (!m?.email) return undefined;
  const settings = await getSettingsRow(tx);
  const lang = (m.language in LANGUAGE_LOCALES ? m.language : 'en') as Language;
  return {
    b,
    settings,
    to: { email: m.email, name: `${m.firstName} ${m.lastName}`, language: lang },
    facts: {
      id: b.id,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      rooms: b.rooms,
      total: formatMinor(b.total, settings.currency, LANGUAGE_LOCALES[lang]),
      url: `${ctx.config.publicUrl}${ctx.config.BASE_PATH}/member/chamber/myBooking`,
    },
  };
}
