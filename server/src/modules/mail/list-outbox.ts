import { desc, eq, sql } from 'drizzle-orm';
import type { OutboxPage, OutboxQuery } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { outbox } from '../../db/schema/index.ts';
import { toOutboxItem } from './outbox-view.ts';

/**
 * The admin's mail outbox: the latest mails first, one page at a time. Other topics (the
 * events mails come from) are the modules' business; a mail they cause is listed here.
 */
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
      .where(eq(outbox.topic, 'mail'))
      .orderBy(desc(outbox.id))
      .limit(pageSize)
      .offset(pageIndex * pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.topic, 'mail')),
  ]);
  const total = count[0]?.n ?? 0;
  return {
    items: rows.map(toOutboxItem),
    pageIndex,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}
