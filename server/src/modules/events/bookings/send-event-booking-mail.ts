import { eq } from 'drizzle-orm';
import { formatMinor, LANGUAGE_LOCALES, translated, type Language } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventBookings, events, members } from '../../../db/schema/index.ts';
import { enqueueMail } from '../../../jobs/outbox.ts';
import { clubMoment } from '../../../lib/club-time.ts';
import { getSettingsRow } from '../../settings/index.ts';
import { eventBookingMail } from '../mails.ts';
import type { EventBookingChanged } from '../topics.ts';

/**
 * The handler of `event_booking.changed`: mails the member the news of their booking in their
 * language (nothing when the member has no email on file).
 */
export async function sendEventBookingMail(
  ctx: AppContext,
  _actor: Actor,
  input: EventBookingChanged,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [b] = await tx.select().from(eventBookings).where(eq(eventBookings.id, input.bookingId));
    if (!b) return;
    const [m] = await tx.select().from(members).where(eq(members.id, b.memberId));
    if (!m?.email) return;
    const [e] = await tx.select().from(events).where(eq(events.id, b.eventId));
    const settings = await getSettingsRow(tx);
    const lang = (m.language in LANGUAGE_LOCALES ? m.language : 'en') as Language;
    const at = clubMoment(e!.startsAt, settings.timeZone);
    await enqueueMail(
      tx,
      eventBookingMail(
        { email: m.email, name: `${m.firstName} ${m.lastName}`, language: lang },
        settings.clubName,
        input.news,
        {
          id: b.id,
          // The event's title as the editors wrote it in the member's language, else English.
          event: translated(e!.title, e!.translations, lang, 'title'),
          when: `${at.date} ${at.time}`,
          heads: b.heads,
          total: formatMinor(b.total, settings.currency, LANGUAGE_LOCALES[lang]),
          tableReply: b.tableReply,
          reason: b.reason,
          url: `${ctx.config.publicUrl}${ctx.config.BASE_PATH}/member/events/orders/detail/${b.id}`,
        },
      ),
    );
  });
}
