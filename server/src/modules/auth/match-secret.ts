import { dummySecretHash, verifySecret } from '../../lib/crypto.ts';

/**
 * Checks `secret` against the stored hash and the unexpired temporary one. Both checks always
 * run, against a dummy hash where there is none (an unknown account, no temporary secret
 * pending, or an expired one), so a failed sign-in costs the same whatever the account's
 * state: timing tells neither that the account exists nor that a temporary secret is pending.
 */
export async function matchSecret(
  secret: string,
  hash: string | null | undefined,
  tempHash: string | null | undefined,
  tempExpiresAt: Date | null | undefined,
  cost: number,
): Promise<'current' | 'temporary' | null> {
  const dummy = await dummySecretHash(cost);
  const current = await verifySecret(secret, hash ?? dummy);
  const temporary = await verifySecret(secret, tempHash ?? dummy);
  if (current && hash) return 'current';
  const tempValid = !!tempHash && !!tempExpiresAt && tempExpiresAt.getTime() > Date.now();
  if (temporary && tempValid) return 'temporary';
  return null;
}
