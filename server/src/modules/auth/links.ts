import { isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authTokens } from '../../db/schema/index.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { TOKEN_HOURS } from './mails.ts';

/** Creates a one-time link token (stored hashed) and returns the web URL that carries it. */
export async function createLink(
  db: DbOrTx,
  config: Config,
  purpose: 'activate' | 'reset',
  who: { memberId?: number; staffId?: number },
): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: sha256(token),
    purpose,
    memberId: who.memberId ?? null,
    staffId: who.staffId ?? null,
    expiresAt: sql`now() + make_interval(hours => ${TOKEN_HOURS})`,
  });
  return `${config.publicUrl}${config.BASE_PATH}/reset-password?token=${token}`;
}

/** Removes one-time links that were used or have expired: they can open nothing any more. */
export async function purgeSpentLinks(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(authTokens)
    .where(or(isNotNull(authTokens.usedAt), lt(authTokens.expiresAt, sql`now()`)))
    .returning({ id: authTokens.id });
  return gone.length;
}
