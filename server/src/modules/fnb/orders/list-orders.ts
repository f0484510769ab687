import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  FNB_OPEN_STATUSES,
  toPaged,
  type OrderSummary,
  type Paged,
  type staffOrdersQuery,
} from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbOrders, members } from '../../../db/schema/index.ts';
import { clubInstant } from '../../../lib/club-time.ts';
import { getSettingsRow } from '../../settings/index.ts';
import { itemCounts, orderPayments, selectOrdersWithMember, toOrderSummary } from './order-view.ts';

type Query = z.output<typeof staffOrdersQuery>;

function orderOf(q: Query): SQL[] {
  const dir = q.sortDir === 'desc' ? desc : asc;
  switch (q.sortBy) {
    case 'createdAt':
      return [dir(fnbOrders.createdAt), asc(fnbOrders.id)];
    case 'total':
      return [dir(fnbOrders.total), asc(fnbOrders.id)];
    case 'status':
      return [dir(fnbOrders.status), asc(fnbOrders.slotAt)];
    default:
      return [dir(fnbOrders.slotAt), asc(fnbOrders.id)];
  }
}

/**
 * Staff's orders (restaurant/ManageOrder): by outlet, status ('open' = every state the kitchen
 * still works on), the club's date, member code and pickup slot; sorted and paged.
 */
export async function listOrders(
  ctx: AppContext,
  _actor: Actor,
  q: Query,
): Promise<Paged<OrderSummary>> {
  const { timeZone } = await getSettingsRow(ctx.db);
  const where: SQL[] = [];
  if (q.outlet) where.push(eq(fnbOrders.outlet, q.outlet));
  if (q.status === 'open') where.push(inArray(fnbOrders.status, [...FNB_OPEN_STATUSES]));
  else if (q.status) where.push(eq(fnbOrders.status, q.status));
  if (q.date) {
    const start = clubInstant(q.date, '00:00', timeZone);
    where.push(
      gte(fnbOrders.slotAt, start),
      lt(fnbOrders.slotAt, new Date(start.getTime() + 86_400_000)),
    );
    if (q.slot) where.push(eq(fnbOrders.slotAt, clubInstant(q.date, q.slot, timeZone)));
  }
  const term = q.member ?? q.term;
  if (term) where.push(sql`upper(${members.code}) = upper(${term})`);
  const filter = where.length ? and(...where) : undefined;
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    selectOrdersWithMember(ctx.db)
      .where(filter)
      .orderBy(...orderOf(q))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fnbOrders)
      .innerJoin(members, eq(members.id, fnbOrders.memberId))
      .where(filter),
  ]);
  const [counts, paid] = await Promise.all([
    itemCounts(
      ctx.db,
      rows.map((r) => r.order.id),
    ),
    orderPayments(
      ctx.db,
      rows.map((r) => r.order.paymentId),
    ),
  ]);
  return toPaged(
    rows.map((r) =>
      toOrderSummary(
        r.order,
        r,
        counts.get(r.order.id) ?? 0,
        (r.order.paymentId && paid.get(r.order.paymentId)) || null,
      ),
    ),
    n,
    q,
  );
}
