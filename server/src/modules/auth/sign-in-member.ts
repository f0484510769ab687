import { eq, sql } from 'drizzle-orm';
import { canSignIn, type SessionUser } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { memberCredentials, members, sessions } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';
import { createSession, memberSessionUser } from '../../plugins/auth/sessions.ts';
import { matchSecret } from './match-secret.ts';
import { assertNotLocked, clearFailures, recordFailure } from './throttle.ts';

/** A new session: its cookie token and the signed-in user. */
export interface SignInResult {
  token: string;
  user: SessionUser;
}

/** Member sign-in with member code and PIN (or an unexpired temporary PIN). */
export async function signInMember(
  ctx: AppContext,
  actor: Actor,
  input: { memberCode: string; pin: string },
): Promise<SignInResult> {
  const { db, config } = ctx;
  const code = input.memberCode;
  const [row] = await db
    .select({ m: members, c: memberCredentials })
    .from(members)
    .leftJoin(memberCredentials, eq(memberCredentials.memberId, members.id))
    .where(sql`upper(${members.code}) = ${code}`);
  const match = await matchSecret(
    input.pin,
    row?.c?.pinHash,
    row?.c?.tempPinHash,
    row?.c?.tempPinExpiresAt,
    config.SCRYPT_COST,
  );
  // Checked after the hashes, so a locked code answers in the hashes' time like any other.
  await assertNotLocked(db, 'member', code);
  if (!row || !match) {
    throw await recordFailure(db, 'member', code, 'The member code or PIN is wrong.');
  }
  if (!canSignIn(row.m.status)) {
    throw forbidden('This membership has no online access. Please contact the club office.');
  }
  await clearFailures(db, 'member', code);
  return db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(members.id, row.m.id));
    // Signing in over an open session ends it: one browser, one session.
    if (actor.sessionId) await tx.delete(sessions).where(eq(sessions.id, actor.sessionId));
    const token = await createSession(tx, config, {
      memberId: row.m.id,
      previousLoginAt: row.m.lastLoginAt,
      mustChange: match === 'temporary' || (row.c?.mustChange ?? false),
      ip: actor.ip ?? undefined,
      userAgent: actor.userAgent ?? undefined,
    });
    const mustChange = match === 'temporary' || (row.c?.mustChange ?? false);
    return { token, user: memberSessionUser(row.m, mustChange, row.m.lastLoginAt) };
  });
}
