import { dummySecretHash, verifySecret } from '../../lib/crypto.ts';

/** Checks `secret` against the stored hash, then the unexpired temporary one. */
export async function matchSecret(
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
