import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import { passwordSchema, pinSchema, validationMessageEn } from '@club/contracts';
import type { AppContext } from '../../context.ts';
import { authTokens, memberCredentials, staffUsers } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { getTokenInfo } from './get-token-info.ts';
import { invalidLink } from './invalid-link.ts';
import { hashSecret, sha256 } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { deleteSessionsOf } from '../../plugins/auth/sessions.ts';
import { passwordSet } from './password-set.ts';

/** Sets a new PIN (member) or password (staff) from a one-time link; the link is spent. */
export async function resetCredential(
  ctx: AppContext,
  actor: Actor,
  input: { token: string; secret: string },
): Promise<string> {
  const info = await getTokenInfo(ctx, actor, input);
  const rule = info.kind === 'member' ? pinSchema : passwordSchema;
  const parsed = rule.safeParse(input.secret);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? 'validation.required';
    const message = validationMessageEn(key);
    throw new AppError(400, 'validation_failed', `secret: ${message}`, {
      errors: [{ field: 'secret', message, key }],
    });
  }
  const hash = await hashSecret(input.secret, ctx.config.SCRYPT_COST);
  return ctx.db.transaction(async (tx) => {
    // Spend the link; a second use (or a race) finds nothing to update.
    const [t] = await tx
      .update(authTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(authTokens.tokenHash, sha256(input.token)),
          isNull(authTokens.usedAt),
          sql`${authTokens.expiresAt} > now()`,
        ),
      )
      .returning();
    if (!t) throw invalidLink();
    if (t.memberId) {
      await tx
        .insert(memberCredentials)
        .values({
          memberId: t.memberId,
          pinHash: hash,
          activatedAt: sql`now()`,
          changedAt: sql`now()`,
        })
        .onConflictDoUpdate({
          target: memberCredentials.memberId,
          set: {
            pinHash: hash,
            tempPinHash: null,
            tempPinExpiresAt: null,
            mustChange: false,
            activatedAt: sql`coalesce(${memberCredentials.activatedAt}, now())`,
            changedAt: sql`now()`,
          },
        });
      await deleteSessionsOf(tx, { memberId: t.memberId });
      await enqueue(tx, 'credential.changed', { memberId: t.memberId, what: 'pin' });
      await writeAudit(
        tx,
        { ...actor, memberId: t.memberId },
        {
          action: t.purpose === 'activate' ? 'member.activate' : 'member.pin_reset',
          entity: 'member',
          entityId: t.memberId,
        },
      );
      return t.purpose === 'activate'
        ? 'Your PIN is set and your online access is active. You can sign in now.'
        : 'Your new PIN is set. You can sign in now.';
    }
    const [st] = await tx
      .update(staffUsers)
      .set(passwordSet(hash))
      .where(eq(staffUsers.id, t.staffId!))
      .returning();
    await deleteSessionsOf(tx, { staffId: t.staffId! });
    if (st) await enqueue(tx, 'credential.changed', { staffId: st.id, what: 'password' });
    await writeAudit(
      tx,
      { ...actor, staffId: t.staffId },
      {
        action: 'staff.password_reset',
        entity: 'staff',
        entityId: t.staffId,
      },
    );
    return 'Your new password is set. You can sign in now.';
  });
}
