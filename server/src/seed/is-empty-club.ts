import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { staffUsers } from '../db/schema/index.ts';

/**
 * Whether the database holds no club yet (no staff account): the demo is seeded only then.
 * Kept apart from demo.ts so a start on a seeded database never loads the seed's code and
 * its fake-data library (bench/HISTORY.md, "Start to ready").
 */
export async function isEmptyClub(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(staffUsers);
  return n === 0;
}
