import { eq } from 'drizzle-orm';
import { formatMinor, LANGUAGE_LOCALES, translated, type Language } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { events, eventWaitlist, members } from '../../../db/schema/index.ts';
import { enqueueMail } from '../../../jobs/outbox.ts';
import { clubMoment } from '../../../lib/club-time.ts';
import { getSettingsRow } from '../../settings/index.ts';
import { eventWaitlistMail } from '../mails.ts';
import type { EventWaitlistChanged } from '../topics.ts';

/**
 * The handler of `event_waitlist.changed`: mails the member the news of their waitlist entry
 * (joined, offered with the time it lapses, expired, closed) in their language (nothing when
 * the member has no email on file).
 */
export async function sendEventWaitlistMail(
  ctx: AppContext,
  _actor: Actor,
  input: EventWaitlistChanged,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [w] = await tx.select().from(eventWaitlist).where(eq(eventWaitlist.id, input.entryId));
    if (!w) return;
    const [m] = await tx.select().from(members).where(eq(members.id, w.memberId));
    if (!m?.email) return;
    const [e] = await tx.select().from(events).where(eq(events.id, w.eventId));
    const settings = await getSettingsRow(tx);
    const lang = (m.language in LANGUAGE_LOCALES ? m.language : 'en') as Language;
    const at = clubMoment(e!.startsAt, settings.timeZone);
    const until = w.offerExpiresAt ? clubMoment(w.offerExpiresAt, settings.timeZone) : null;
    await enqueueMail(
      tx,
      eventWaitlistMail(
        { email: m.email, name: `${m.firstName} ${m.lastName}`, language: lang },
        settings.clubName,
        input.news,
        {
          id: w.id,
          // The event's title as the editors wrote it in the member's language, else English.
          event: translated(e!.title, e!.translations, lang, 'title'),
          when: `${at.date} ${at.time}`,
          heads: w.heads,
          total: formatMinor(w.total, settings.currency, LANGUAGE_LOCALES[lang]),
          until: until ? `${until.date} ${until.time}` : '',
          url: `${ctx.config.publicUrl}${ctx.config.BASE_PATH}/member/events/orders/list`,
        },
      ),
    );
  });
}
