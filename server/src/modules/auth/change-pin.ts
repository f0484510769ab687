import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { memberCredentials, members, sessions } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { hashSecret, verifySecret } from '../../lib/crypto.ts';
import { forbidden } from '../../lib/errors.ts';
import { checkCurrentSecret } from './current-secret.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { deleteSessionsOf } from '../../plugins/auth/sessions.ts';

/**
 * Member settings > Change PIN. Other sessions of the member end. A wrong current PIN counts
 * in the sign-in lockout (checkCurrentSecret).
 */
export async function changePin(
  ctx: AppContext,
  actor: Actor,
  input: { currentPin: string; newPin: string },
): Promise<string> {
  if (actor.kind !== 'member' || !actor.memberId || !actor.sessionId) {
    throw forbidden('Only the member can change their own PIN.');
  }
  const { memberId, sessionId } = actor;
  const [row] = await ctx.db
    .select({ code: members.code, c: memberCredentials })
    .from(members)
    .leftJoin(memberCredentials, eq(memberCredentials.memberId, members.id))
    .where(eq(members.id, memberId));
  if (!row) throw forbidden('Only the member can change their own PIN.');
  const c = row.c;
  await checkCurrentSecret(
    ctx.db,
    {
      kind: 'member',
      identifier: row.code.toUpperCase(),
      sessionId,
      field: 'currentPin',
      what: 'PIN',
    },
    async () =>
      (await verifySecret(input.currentPin, c?.pinHash)) ||
      (actor.mustChangeCredential && (await verifySecret(input.currentPin, c?.tempPinHash))),
  );
  const hash = await hashSecret(input.newPin, ctx.config.SCRYPT_COST);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(memberCredentials)
      .set({
        pinHash: hash,
        tempPinHash: null,
        tempPinExpiresAt: null,
        mustChange: false,
        changedAt: new Date(),
      })
      .where(eq(memberCredentials.memberId, memberId));
    await tx.update(sessions).set({ mustChange: false }).where(eq(sessions.id, sessionId));
    await deleteSessionsOf(tx, { memberId }, sessionId);
    await enqueue(tx, 'credential.changed', { memberId, what: 'pin' });
    await writeAudit(tx, actor, {
      action: 'member.pin_change',
      entity: 'member',
      entityId: memberId,
    });
  });
  return 'Your PIN has been changed.';
}
