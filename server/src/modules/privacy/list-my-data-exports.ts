import { desc, eq } from 'drizzle-orm';
import type { DataExportsResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { dataExports } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';
import { ONLY_THE_MEMBER, toDataExport } from './export-view.ts';

/** The member's own exports, the newest first (the last 20). */
export async function listMyDataExports(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<DataExportsResponse> {
  if (actor.kind !== 'member' || actor.memberId === null) throw forbidden(ONLY_THE_MEMBER);
  const rows = await ctx.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.memberId, actor.memberId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(20);
  const now = ctx.clock.now();
  return { items: rows.map((r) => toDataExport(r, now)) };
}
