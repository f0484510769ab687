import { and, desc, eq, sql } from 'drizzle-orm';
import { toPaged, type myOrdersQuery, type OrderSummary, type Paged } from '@club/contracts';
import type { z } from 'zod';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbOrders, members } from '../../../db/schema/index.ts';
import { itemCounts, orderPayments, toOrderSummary } from './order-view.ts';

/** The member's orders (member/foodordering/orders/list), newest first, paged. */
export async function listMyOrders(
  ctx: AppContext,
  actor: Actor,
  q: z.output<typeof myOrdersQuery>,
): Promise<Paged<OrderSummary>> {
  const memberId = memberScope(actor);
  const where = and(
    eq(fnbOrders.memberId, memberId),
    q.status ? eq(fnbOrders.status, q.status) : undefined,
  );
  const [rows, [{ n } = { n: 0 }], [member]] = await Promise.all([
    ctx.db
      .select()
      .from(fnbOrders)
      .where(where)
      .orderBy(desc(fnbOrders.createdAt), desc(fnbOrders.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fnbOrders)
      .where(where),
    ctx.db.select().from(members).where(eq(members.id, memberId)),
  ]);
  const [counts, paid] = await Promise.all([
    itemCounts(
      ctx.db,
      rows.map((r) => r.id),
    ),
    orderPayments(
      ctx.db,
      rows.map((r) => r.paymentId),
    ),
  ]);
  return toPaged(
    rows.map((r) =>
      toOrderSummary(
        r,
        member!,
        counts.get(r.id) ?? 0,
        (r.paymentId && paid.get(r.paymentId)) || null,
      ),
    ),
    n,
    q,
  );
}
