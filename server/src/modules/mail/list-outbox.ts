import { desc, sql } from 'drizzle-orm';
import type { OutboxPage, OutboxQuery, OutboxStatus } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { outbox } from '../../db/schema/index.ts';

/** The admin's mail outbox: the latest jobs first, one page at a time. */
export async function listOutbox(
  ctx: AppContext,
  _actor: Actor,
  input: OutboxQuery,
): Promise<OutboxPage> {
  const { pageIndex, pageSize } = input;
  const [rows, count] = await Promise.all([
    ctx.db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.id))
      .limit(pageSize)
      .offset(pageIndex * pageSize),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(outbox),
  ]);
  const total = count[0]?.n ?? 0;
  return {
    items: rows.map((r) => {
      const p = r.payload as { to?: string; subject?: string };
      return {
        id: r.id,
        topic: r.topic,
        to: p.to ?? '',
        subject: p.subject ?? '',
        status: r.status as OutboxStatus,
        attempts: r.attempts,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
        doneAt: r.doneAt?.toISOString() ?? null,
      };
    }),
    pageIndex,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}
