import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { enqueueMail } from '../../jobs/outbox.ts';
import { getSettingsRow } from '../settings/index.ts';
import { notificationMails } from './mails.ts';
import type { NotificationMailed } from './topics.ts';

/**
 * The handler of `notification.mailed`: mails the member the notification in their language,
 * with the way to its screen (nothing when the member has no email on file).
 */
export async function sendNotificationMail(
  ctx: AppContext,
  _actor: Actor,
  input: NotificationMailed,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [m] = await tx.select().from(members).where(eq(members.id, input.memberId));
    if (!m?.email) return;
    const settings = await getSettingsRow(tx);
    const url = `${ctx.config.publicUrl}${ctx.config.BASE_PATH}${input.link || '/dashboards/default'}`;
    const to = { email: m.email, name: `${m.firstName} ${m.lastName}`, language: m.language };
    await enqueueMail(tx, notificationMails.notified(to, settings.clubName, input, url));
  });
}
