import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profileChangeRequests } from '../../db/schema/index.ts';

/** How many members' profile changes wait for the office's approval (the admin dashboard). */
export async function pendingCount(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profileChangeRequests)
    .where(eq(profileChangeRequests.status, 'Pending'));
  return row?.n ?? 0;
}
