import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { memberCredentials, sessions } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { hashSecret, randomPin } from '../../lib/crypto.ts';
import { ISSUED_PIN_DAYS } from './mails.ts';

interface PinHolder {
  id: number;
  code: string;
  firstName: string;
  lastName: string;
  email: string | null;
  language: string;
}

/** A temporary PIN, hashed outside the transaction (scrypt is slow). */
export async function newTemporaryPin(ctx: AppContext) {
  const pin = randomPin(6);
  return { pin, hash: await hashSecret(pin, ctx.config.SCRYPT_COST) };
}

/**
 * Gives the member a temporary PIN that must be changed at the first sign-in (no other PIN
 * works meanwhile) and queues its mail (`member.pin_issued`), inside the caller's transaction.
 */
export async function issueTemporaryPin(
  tx: Tx,
  m: PinHolder,
  temp: { pin: string; hash: string },
  kind: 'welcome' | 'pinReset',
): Promise<void> {
  const values = {
    pinHash: null,
    tempPinHash: temp.hash,
    tempPinExpiresAt: sql`now() + make_interval(days => ${ISSUED_PIN_DAYS})`,
    mustChange: true,
    changedAt: sql`now()`,
  };
  await tx
    .insert(memberCredentials)
    .values({ memberId: m.id, ...values })
    .onConflictDoUpdate({ target: memberCredentials.memberId, set: values });
  if (kind === 'pinReset') {
    // Sessions that signed in with the old PIN end (an admin acting for the member keeps theirs).
    await tx.delete(sessions).where(eq(sessions.memberId, m.id));
  }
  if (!m.email) return;
  await enqueue(tx, 'member.pin_issued', { memberId: m.id, pin: temp.pin, kind });
}
