import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { sessions, staffUsers } from '../../db/schema/index.ts';
import { createSession, staffSessionUser } from '../../plugins/auth/sessions.ts';
import { matchSecret } from './match-secret.ts';
import type { SignInResult } from './sign-in-member.ts';
import { assertNotLocked, clearFailures, recordFailure } from './throttle.ts';

/** Staff sign-in with staff code and password (or an unexpired temporary password). */
export async function signInStaff(
  ctx: AppContext,
  actor: Actor,
  input: { staffCode: string; password: string },
): Promise<SignInResult> {
  const { db, config } = ctx;
  const code = input.staffCode;
  const [st] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.code}) = ${code}`);
  const match = await matchSecret(
    input.password,
    st?.active ? st.passwordHash : null,
    st?.active ? st.tempPasswordHash : null,
    st?.tempPasswordExpiresAt,
    config.SCRYPT_COST,
  );
  // Checked after the hashes, so a locked code answers in the hashes' time like any other:
  // a lock then never tells a code apart (every code locks alike, known or not).
  await assertNotLocked(db, 'staff', code);
  if (!st || !match) {
    throw await recordFailure(db, 'staff', code, 'The staff code or password is wrong.');
  }
  await clearFailures(db, 'staff', code);
  return db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(staffUsers.id, st.id));
    // Signing in over an open session ends it: one browser, one session.
    if (actor.sessionId) await tx.delete(sessions).where(eq(sessions.id, actor.sessionId));
    const token = await createSession(tx, config, {
      staffId: st.id,
      previousLoginAt: st.lastLoginAt,
      mustChange: match === 'temporary' || st.mustChange,
      ip: actor.ip ?? undefined,
      userAgent: actor.userAgent ?? undefined,
    });
    const mustChange = match === 'temporary' || st.mustChange;
    return { token, user: staffSessionUser(st, mustChange, st.lastLoginAt, null) };
  });
}
