import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members, staffUsers } from '../../db/schema/index.ts';
import { enqueueMail } from '../../jobs/outbox.ts';
import { mailTemplates } from './mails.ts';
import { getSettingsRow } from '../settings/index.ts';
import type { CredentialChanged } from './topics.ts';

/**
 * The handler of `credential.changed`: mails the account holder, in their language, that
 * their PIN or password changed (so a change they did not make does not go unnoticed).
 */
export async function sendCredentialChangedMail(
  ctx: AppContext,
  _actor: Actor,
  input: CredentialChanged,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const settings = await getSettingsRow(tx);
    if (input.memberId) {
      const [m] = await tx.select().from(members).where(eq(members.id, input.memberId));
      if (!m?.email) return;
      const to = { email: m.email, name: `${m.firstName} ${m.lastName}`, language: m.language };
      await enqueueMail(tx, mailTemplates.changed(to, settings.clubName, input.what));
    } else if (input.staffId) {
      const [st] = await tx.select().from(staffUsers).where(eq(staffUsers.id, input.staffId));
      if (!st) return;
      const to = { email: st.email, name: st.name, language: st.language };
      await enqueueMail(tx, mailTemplates.changed(to, settings.clubName, input.what));
    }
  });
}
