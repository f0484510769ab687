import { sql } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';

/** Readiness: the database answers a query; says which engine is in use. */
export async function checkReady(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<{ status: 'ready'; database: 'pglite' | 'postgres' }> {
  await ctx.db.execute(sql`select 1`);
  return { status: 'ready', database: ctx.database.engine };
}
