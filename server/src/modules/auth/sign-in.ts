import { eq, sql } from 'drizzle-orm';
import { SIGN_IN_STATUSES, type MemberStatus } from '@club/contracts';
import type { AppContext } from '../../context.ts';
import { memberCredentials, members, staffUsers } from '../../db/schema/index.ts';
import { dummySecretHash, verifySecret } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { createSession } from '../../plugins/auth/sessions.ts';
import { assertNotLocked, clearFailures, recordFailure } from './throttle.ts';

export interface SignInResult {
  token: string;
}

interface Client {
  ip: string;
  userAgent?: string;
}

/** Checks `secret` against the stored hash, then the unexpired temporary one. */
async function matchSecret(
  secret: string,
  hash: string | null | undefined,
  tempHash: string | null | undefined,
  tempExpiresAt: Date | null | undefined,
  cost: number,
): Promise<'current' | 'temporary' | null> {
  if (!hash && !tempHash) {
    await verifySecret(secret, await dummySecretHash(cost));
    return null;
  }
  if (await verifySecret(secret, hash)) return 'current';
  if (tempHash && tempExpiresAt && tempExpiresAt.getTime() > Date.now()) {
    if (await verifySecret(secret, tempHash)) return 'temporary';
  }
  return null;
}

export async function signInMember(
  ctx: AppContext,
  input: { memberCode: string; pin: string },
  client: Client,
): Promise<SignInResult> {
  const { db, config } = ctx;
  const code = input.memberCode;
  await assertNotLocked(db, 'member', code);
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
  if (!row || !match) {
    throw await recordFailure(db, 'member', code, 'The member code or PIN is wrong.');
  }
  if (!SIGN_IN_STATUSES.includes(row.m.status as MemberStatus)) {
    throw new AppError(
      403,
      'forbidden',
      'This membership has no online access. Please contact the club office.',
    );
  }
  await clearFailures(db, 'member', code);
  return db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(members.id, row.m.id));
    const token = await createSession(tx, config, {
      memberId: row.m.id,
      previousLoginAt: row.m.lastLoginAt,
      mustChange: match === 'temporary' || (row.c?.mustChange ?? false),
      ip: client.ip,
      userAgent: client.userAgent,
    });
    return { token };
  });
}

export async function signInStaff(
  ctx: AppContext,
  input: { staffCode: string; password: string },
  client: Client,
): Promise<SignInResult> {
  const { db, config } = ctx;
  const code = input.staffCode;
  await assertNotLocked(db, 'staff', code);
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
  if (!st || !match) {
    throw await recordFailure(db, 'staff', code, 'The staff code or password is wrong.');
  }
  await clearFailures(db, 'staff', code);
  return db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(staffUsers.id, st.id));
    const token = await createSession(tx, config, {
      staffId: st.id,
      previousLoginAt: st.lastLoginAt,
      mustChange: match === 'temporary' || st.mustChange,
      ip: client.ip,
      userAgent: client.userAgent,
    });
    return { token };
  });
}
