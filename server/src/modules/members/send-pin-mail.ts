import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { enqueueMail } from '../../jobs/outbox.ts';
import { getSettingsRow } from '../settings/index.ts';
import { memberMails } from './mails.ts';
import type { PinIssued } from './topics.ts';

/**
 * The handler of `member.pin_issued`: mails the member their temporary PIN, in their
 * language, with the sign-in address (nothing when the member has no email on file).
 */
export async function sendPinMail(ctx: AppContext, _actor: Actor, input: PinIssued): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [m] = await tx.select().from(members).where(eq(members.id, input.memberId));
    if (!m?.email) return;
    const settings = await getSettingsRow(tx);
    const loginUrl = `${ctx.config.publicUrl}${ctx.config.BASE_PATH}/login`;
    const to = { email: m.email, name: `${m.firstName} ${m.lastName}`, language: m.language };
    await enqueueMail(
      tx,
      memberMails[input.kind](to, settings.clubName, m.code, input.pin, loginUrl),
    );
  });
}
