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
): Promise<void> {
  const [m] = await db
    .select({ status: members.status })
    .from(members)
    .where(eq(members.id, memberId));
  if (m?.status !== 'Active') {
    throw conflict(
      `Only members in good standing may ${what}. Contact the club office.`,
      'member_not_active',
    );
  }
}
