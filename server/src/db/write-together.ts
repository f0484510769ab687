import { sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Runs writes (drizzle inserts and updates, built and not yet run) as one statement, one round
 * trip: `with w0 as (<write>), w1 as (<write>) ... select`. PostgreSQL runs each exactly once,
 * all against one snapshot, so none may read what another writes (a booking's charge, audit
 * entry and job name the booking's id, given, not each other's rows); if one fails, none is
 * kept. `last`, when given, runs in the same statement and the answer is how many rows it
 * returned (give it a RETURNING clause: a conditional update that may touch nothing); else 0.
 */
export async function writeTogether(
  db: DbOrTx,
  writes: readonly SQLWrapper[],
  last?: SQLWrapper,
): Promise<number> {
  const all = last ? [...writes, last] : [...writes];
  if (all.length === 0) return 0;
  // getSQL: the bare statement (a query embedded as itself is put in parentheses, a subquery).
  const named = all.map((w, i) => sql`${sql.raw(`w${i}`)} as (${w.getSQL()})`);
  const answer = last
    ? sql`select count(*)::int as n from ${sql.raw(`w${all.length - 1}`)}`
    : sql`select 0 as n`;
  const res = await db.execute<{ n: number }>(sql`with ${sql.join(named, sql`, `)} ${answer}`);
  return Number(res.rows[0]?.n ?? 0);
}
