import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { sessions, staffUsers } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { hashSecret, verifySecret } from '../../lib/crypto.ts';
import { forbidden } from '../../lib/errors.ts';
import { checkCurrentSecret } from './current-secret.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { deleteSessionsOf } from '../../plugins/auth/sessions.ts';
import { passwordSet } from './password-set.ts';

/**
 * Staff > Change password. Other sessions of the account end. A wrong current password
 * counts in the sign-in lockout (checkCurrentSecret).
 */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
): Promise<string> {
  if (actor.kind !== 'staff' || !actor.staffId || !actor.sessionId)
    throw forbidden('Only staff have passwords.');
  const { staffId, sessionId } = actor;
  const [st] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
  if (!st) throw forbidden('Only staff have passwords.');
  await checkCurrentSecret(
    ctx.db,
    {
      kind: 'staff',
      identifier: st.code.toLowerCase(),
      sessionId,
      field: 'currentPassword',
      what: 'password',
    },
    async () =>
      (await verifySecret(input.currentPassword, st.passwordHash)) ||
      (actor.mustChangeCredential &&
        (await verifySecret(input.currentPassword, st.tempPasswordHash))),
  );
  const hash = await hashSecret(input.newPassword, ctx.config.SCRYPT_COST);
  await ctx.db.transaction(async (tx) => {
    await tx.update(staffUsers).set(passwordSet(hash)).where(eq(staffUsers.id, staffId));
    await tx.update(sessions).set({ mustChange: false }).where(eq(sessions.id, sessionId));
    await deleteSessionsOf(tx, { staffId }, sessionId);
    await enqueue(tx, 'credential.changed', { staffId, what: 'password' });
    await writeAudit(tx, actor, {
      action: 'staff.password_change',
      entity: 'staff',
      entityId: staffId,
    });
  });
  return 'Your password has been changed.';
}
