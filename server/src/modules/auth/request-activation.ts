import { and, inArray, sql } from 'drizzle-orm';
import { SIGN_IN_STATUSES, type RegisterRequest } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { enqueueMail } from '../../jobs/outbox.ts';
import { mailTemplates } from './mails.ts';
import { getSettingsRow } from '../settings/index.ts';
import { createLink } from './links.ts';

export const ACTIVATION_ANSWER =
  'If the member code and email match our records, we have emailed a link to set your PIN. It expires in 24 hours.';

/**
 * /register: an existing member activates online access. Member code and the email on file
 * must match; the same answer is given either way, so codes cannot be discovered.
 */
export async function requestActivation(
  ctx: AppContext,
  actor: Actor,
  input: RegisterRequest,
): Promise<string> {
  await ctx.db.transaction(async (tx) => {
    const [m] = await tx
      .select()
      .from(members)
      .where(
        and(
          sql`upper(${members.code}) = ${input.memberCode}`,
          sql`lower(${members.email}) = ${input.email}`,
          inArray(members.status, [...SIGN_IN_STATUSES]),
        ),
      );
    if (!m || !m.email) return;
    const settings = await getSettingsRow(tx);
    const url = await createLink(tx, ctx.config, 'activate', { memberId: m.id });
    await enqueueMail(
      tx,
      mailTemplates.activate(
        { email: m.email, name: `${m.firstName} ${m.lastName}`, language: m.language },
        settings.clubName,
        m.code,
        url,
      ),
    );
  });
  return ACTIVATION_ANSWER;
}
