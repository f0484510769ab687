import { eq } from 'drizzle-orm';
import {
  BANQUET_SESSION_TIMES,
  formatMinor,
  LANGUAGE_LOCALES,
  type Language,
} from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetBookings, banquetHalls, members } from '../../../db/schema/index.ts';
import { enqueueMail } from '../../../jobs/outbox.ts';
import { getSettingsRow } from '../../settings/index.ts';
import { banquetBookingMail } from '../mails.ts';
import type { BanquetBookingChanged } from '../topics.ts';

/**
 * The handler of `banquet_booking.changed`: mails the member what changed in their language
 * (nothing when the member has no email on file).
 */
export async function sendBookingMail(
  ctx: AppContext,
  _actor: Actor,
  input: BanquetBookingChanged,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [b] = await tx
      .select()
      .from(banquetBookings)
      .where(eq(banquetBookings.id, input.bookingId));
    if (!b) return;
    const [m] = await tx.select().from(members).where(eq(members.id, b.memberId));
    if (!m?.email) return;
    const [hall] = await tx.select().from(banquetHalls).where(eq(banquetHalls.id, b.hallId));
    const settings = await getSettingsRow(tx);
    const lang = (m.language in LANGUAGE_LOCALES ? m.language : 'en') as Language;
    const money = (n: number | null) =>
      formatMinor(n ?? 0, settings.currency, LANGUAGE_LOCALES[lang]);
    const time = BANQUET_SESSION_TIMES[b.session];
    const to = { email: m.email, name: `${m.firstName} ${m.lastName}`, language: lang };
    await enqueueMail(
      tx,
      banquetBookingMail(to, settings.clubName, input.kind, {
        id: b.id,
        hall: hall?.name ?? '',
        date: b.date,
        time: `${time.from}–${time.to}`,
        guests: b.finalGuests ?? b.guests,
        total: money(b.total),
        advance: money(b.advance),
        advanceDueOn: b.advanceDueOn ?? '',
        finalTotal: money(b.finalTotal),
        balance: money(b.balance),
        refund: money(b.refund),
        reason: b.reason,
        url: `${ctx.config.publicUrl}${ctx.config.BASE_PATH}/member/banquet/myBooking`,
      }),
    );
  });
}
