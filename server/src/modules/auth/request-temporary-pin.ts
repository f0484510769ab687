import { and, eq, inArray, sql } from 'drizzle-orm';
import { SIGN_IN_STATUSES, SUCCESS_TEXTS, type ForgotPinRequest } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { memberCredentials, members } from '../../db/schema/index.ts';
import { hashSecret, randomPin } from '../../lib/crypto.ts';
import { enqueueMail } from '../../jobs/outbox.ts';
import { mailTemplates, TEMP_CREDENTIAL_HOURS } from './mails.ts';
import { getSettingsRow } from '../settings/index.ts';
import { createLink } from './links.ts';

/**
 * /forgot-pin: member code + email on file -> a temporary PIN by mail that must be changed
 * at the next sign-in. The current PIN keeps working, so nobody can lock a member out by
 * asking. A member who never activated gets the activation link instead. Same answer always.
 */
export async function requestTemporaryPin(
  ctx: AppContext,
  actor: Actor,
  input: ForgotPinRequest,
): Promise<string> {
  const pin = randomPin(6);
  const pinHash = await hashSecret(pin, ctx.config.SCRYPT_COST);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ m: members, c: memberCredentials })
      .from(members)
      .leftJoin(memberCredentials, eq(memberCredentials.memberId, members.id))
      .where(
        and(
          sql`upper(${members.code}) = ${input.memberCode}`,
          sql`lower(${members.email}) = ${input.email}`,
          inArray(members.status, [...SIGN_IN_STATUSES]),
        ),
      );
    if (!row || !row.m.email) return;
    const { m, c } = row;
    const settings = await getSettingsRow(tx);
    const to = { email: m.email!, name: `${m.firstName} ${m.lastName}`, language: m.language };
    if (!c?.pinHash) {
      const url = await createLink(tx, ctx.config, 'activate', { memberId: m.id });
      await enqueueMail(tx, mailTemplates.activate(to, settings.clubName, m.code, url));
      return;
    }
    await tx
      .update(memberCredentials)
      .set({
        tempPinHash: pinHash,
        tempPinExpiresAt: sql`now() + make_interval(hours => ${TEMP_CREDENTIAL_HOURS})`,
      })
      .where(eq(memberCredentials.memberId, m.id));
    await enqueueMail(tx, mailTemplates.tempPin(to, settings.clubName, m.code, pin));
  });
  return SUCCESS_TEXTS.forgotPin;
}
