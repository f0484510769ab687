import { eq } from 'drizzle-orm';
import { LOCKOUT_MINUTES } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import {
  assertNotLocked,
  attemptsLeftText,
  clearFailures,
  countFailure,
  lockedError,
} from './throttle.ts';

/** Whose current PIN or password a change checks, from which session. */
export interface CurrentSecretCheck {
  kind: 'member' | 'staff';
  /** The sign-in lockout's identifier: the member code upper-cased, the staff code lower-cased. */
  identifier: string;
  sessionId: number;
  /** The form field and what it holds, for the answer to a wrong one. */
  field: 'currentPin' | 'currentPassword';
  what: 'PIN' | 'password';
}

/**
 * The current PIN or password of a change, in the sign-in lockout (DESIGN.md "Sessions"), so
 * a stolen session cannot guess the secret: refused while sign-in is locked; a wrong one
 * counts as a failed sign-in, and the one that reaches the threshold locks sign-in and ends
 * the session that guessed (the account's other sessions stay); a right one clears the count
 * as a sign-in does.
 */
export async function checkCurrentSecret(
  db: DbOrTx,
  check: CurrentSecretCheck,
  matches: () => Promise<boolean>,
): Promise<void> {
  const { kind, identifier } = check;
  await assertNotLocked(db, kind, identifier);
  if (await matches()) {
    await clearFailures(db, kind, identifier);
    return;
  }
  const left = await countFailure(db, kind, identifier);
  if (left === 0) {
    await db.delete(sessions).where(eq(sessions.id, check.sessionId));
    throw lockedError(LOCKOUT_MINUTES * 60, 'You have been signed out.');
  }
  const wrong = `The current ${check.what} is wrong.`;
  throw new AppError(400, 'validation_failed', `${wrong} ${attemptsLeftText(left)}`, {
    errors: [{ field: check.field, message: wrong }],
  });
}
