import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { toPaged, type BroadcastPage, type broadcastListQuery } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { broadcasts, staffUsers } from '../../db/schema/index.ts';
import { toSummary } from './view.ts';

/** The office's broadcasts, newest first, by status and title. */
export async function listBroadcasts(
  ctx: AppContext,
  _actor: Actor,
  q: z.output<typeof broadcastListQuery>,
): Promise<BroadcastPage> {
  const term = q.term ? `%${q.term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    q.status ? eq(broadcasts.status, q.status) : undefined,
    term ? ilike(broadcasts.title, term) : undefined,
  );
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ b: broadcasts, by: staffUsers.name })
      .from(broadcasts)
      .leftJoin(staffUsers, eq(staffUsers.id, broadcasts.createdBy))
      .where(where)
      .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(broadcasts)
      .where(where)
      .then((r) => Number(r[0]?.n ?? 0)),
  ]);
  return toPaged(
    rows.map((r) => toSummary(r.b, r.by ?? '')),
    total,
    q,
  );
}
