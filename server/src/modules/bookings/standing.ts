import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';

/**
 * Only Active members book (DOMAIN.md "People and roles"): else 409 `member_not_active`, "Only
 * members in good standing may `what`. Contact the club office."
 */
export async function requireActiveMember(
  db: DbOrTx,
  memberId: number,
  what: string,
  opts: { lock?: boolean } = {},
): Promise<void> {
  const q = db.select({ status: members.status }).from(members).where(eq(members.id, memberId));
  // `lock`: the member's row stays locked until the caller commits, so one member's writes of
  // the same kind queue (FOR NO KEY UPDATE: the ledger's inserts for this member, which take a
  // KEY SHARE lock through their foreign key, are not held up, so nothing deadlocks on it).
  const [m] = opts.lock ? await q.for('no key update') : await q;
  if (m?.status !== 'Active') {
    throw conflict(
      `Only members in good standing may ${what}. Contact the club office.`,
      'member_not_active',
    );
  }
}
