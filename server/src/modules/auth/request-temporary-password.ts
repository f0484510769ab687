import { and, eq, sql } from 'drizzle-orm';
import { SUCCESS_TEXTS, type ForgotPasswordRequest } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { hashSecret, randomPassword } from '../../lib/crypto.ts';
import { enqueueMail } from '../../jobs/outbox.ts';
import { mailTemplates, TEMP_CREDENTIAL_HOURS } from './mails.ts';
import { getSettingsRow } from '../settings/index.ts';

/** /forgot-password: staff code + email on file -> a temporary password by mail. Same answer always. */
export async function requestTemporaryPassword(
  ctx: AppContext,
  actor: Actor,
  input: ForgotPasswordRequest,
): Promise<string> {
  const password = randomPassword();
  const hash = await hashSecret(password, ctx.config.SCRYPT_COST);
  await ctx.db.transaction(async (tx) => {
    const [st] = await tx
      .select()
      .from(staffUsers)
      .where(
        and(
          sql`lower(${staffUsers.code}) = ${input.staffCode}`,
          sql`lower(${staffUsers.email}) = ${input.email}`,
          eq(staffUsers.active, true),
        ),
      );
    if (!st) return;
    await tx
      .update(staffUsers)
      .set({
        tempPasswordHash: hash,
        tempPasswordExpiresAt: sql`now() + make_interval(hours => ${TEMP_CREDENTIAL_HOURS})`,
      })
      .where(eq(staffUsers.id, st.id));
    const settings = await getSettingsRow(tx);
    await enqueueMail(
      tx,
      mailTemplates.tempPassword(
        { email: st.email, name: st.name, language: st.language },
        settings.clubName,
        st.code,
        password,
      ),
    );
  });
  return SUCCESS_TEXTS.forgotPassword;
}
