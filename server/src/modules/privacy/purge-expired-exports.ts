import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { dataExports } from '../../db/schema/index.ts';

/**
 * Housekeeping: ready exports past their links' end become expired and their files are
 * removed (the row stays, so the member's list still shows it). Rows are claimed with SKIP
 * LOCKED (two server processes never take the same). Answers how many expired.
 */
export async function purgeExpiredExports(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<number> {
  const { count, keys } = await ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: dataExports.id, json: dataExports.jsonKey, pdf: dataExports.pdfKey })
      .from(dataExports)
      .where(and(eq(dataExports.status, 'ready'), lte(dataExports.expiresAt, ctx.clock.now())))
      .for('update', { skipLocked: true });
    if (due.length === 0) return { count: 0, keys: [] };
    await tx
      .update(dataExports)
      .set({ status: 'expired', jsonKey: null, pdfKey: null })
      .where(
        inArray(
          dataExports.id,
          due.map((d) => d.id),
        ),
      );
    const files = due.flatMap((d) => [d.json, d.pdf]).filter((k): k is string => k !== null);
    return { count: due.length, keys: files };
  });
  await Promise.all(keys.map((k) => ctx.storage.remove(k)));
  return count;
}
