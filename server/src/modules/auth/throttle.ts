import { and, eq, sql } from 'drizzle-orm';
import { LOCKOUT_MINUTES, LOCKOUT_THRESHOLD } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { loginThrottle } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

type Kind = 'member' | 'staff';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 423 account_locked, saying for how long; `after` says what else happened (a sentence). */
export function lockedError(seconds: number, after?: string) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const more = `${minutes} more minute${minutes === 1 ? '' : 's'}`;
  return new AppError(
    423,
    'account_locked',
    `Too many failed sign-in attempts. Sign-in is locked for ${more}.${after ? ` ${after}` : ''}`,
    { retryAfter: Math.ceil(seconds) },
  );
}

/** What the answer to a wrong secret adds: the attempts left before sign-in locks. */
export const attemptsLeftText = (left: number) =>
  `${plural(left, 'attempt')} left before sign-in locks for ${LOCKOUT_MINUTES} minutes.`;

/** Throws account_locked while the identifier is locked. */
export async function assertNotLocked(db: DbOrTx, kind: Kind, identifier: string): Promise<void> {
  const rows = await db
    .select({
      secs: sql<number>`extract(epoch from (${loginThrottle.lockedUntil} - now()))::float8`,
    })
    .from(loginThrottle)
    .where(
      and(
        eq(loginThrottle.kind, kind),
        eq(loginThrottle.identifier, identifier),
        sql`${loginThrottle.lockedUntil} > now()`,
      ),
    );
  const secs = rows[0]?.secs;
  if (secs !== undefined && secs > 0) throw lockedError(secs);
}

/**
 * Counts a failed attempt (a wrong secret at sign-in or at a PIN or password change)
 * atomically, and locks the identifier once the threshold is reached. Answers the attempts
 * left; 0 means it is now locked.
 */
export async function countFailure(db: DbOrTx, kind: Kind, identifier: string): Promise<number> {
  const [row] = await db
    .insert(loginThrottle)
    .values({ kind, identifier, failures: 1 })
    .onConflictDoUpdate({
      target: [loginThrottle.kind, loginThrottle.identifier],
      set: {
        failures: sql`case when ${loginThrottle.lockedUntil} <= now()
          or ${loginThrottle.updatedAt} < now() - make_interval(mins => ${LOCKOUT_MINUTES})
          then 1 else ${loginThrottle.failures} + 1 end`,
        lockedUntil: sql`case when ${loginThrottle.lockedUntil} <= now() then null else ${loginThrottle.lockedUntil} end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  const failures = row?.failures ?? 1;
  if (failures < LOCKOUT_THRESHOLD) return LOCKOUT_THRESHOLD - failures;
  await db
    .update(loginThrottle)
    .set({ lockedUntil: sql`now() + make_interval(mins => ${LOCKOUT_MINUTES})` })
    .where(and(eq(loginThrottle.kind, kind), eq(loginThrottle.identifier, identifier)));
  return 0;
}

/**
 * Counts a failed sign-in; returns the error to answer with: locked once the threshold is
 * reached, else invalid credentials with the attempts left.
 */
export async function recordFailure(
  db: DbOrTx,
  kind: Kind,
  identifier: string,
  wrong: string,
): Promise<AppError> {
  const left = await countFailure(db, kind, identifier);
  if (left === 0) return lockedError(LOCKOUT_MINUTES * 60);
  return new AppError(401, 'invalid_credentials', `${wrong} ${attemptsLeftText(left)}`);
}

export async function clearFailures(db: DbOrTx, kind: Kind, identifier: string): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.kind, kind), eq(loginThrottle.identifier, identifier)));
}
