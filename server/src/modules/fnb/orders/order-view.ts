import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  gstHalves,
  translated,
  type FnbOrder,
  type Language,
  type OrderPayment,
  type OrderSummary,
} from '@club/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import {
  fnbOrderEvents,
  fnbOrderLines,
  fnbOrders,
  members,
  paymentRefunds,
  payments,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { failureReasonCodeOf, refundTroubles } from '../../payments/index.ts';

/** An order as the member and staff see it: lines, status history, the member. */

type OrderRow = typeof fnbOrders.$inferSelect;
type MemberName = { code: string; firstName: string; lastName: string };

export function toOrderSummary(
  row: OrderRow,
  member: MemberName,
  itemCount: number,
  payment: OrderPayment | null = null,
): OrderSummary {
  return {
    id: row.id,
    outlet: row.outlet as FnbOrder['outlet'],
    memberId: row.memberId,
    memberCode: member.code,
    memberName: `${member.firstName} ${member.lastName}`.trim(),
    status: row.status as FnbOrder['status'],
    fulfilment: row.fulfilment as FnbOrder['fulfilment'],
    slotAt: row.slotAt.toISOString(),
    deliveryAddress: row.deliveryAddress,
    paymentMethod: row.paymentMethod as FnbOrder['paymentMethod'],
    payment,
    notes: row.notes,
    subtotal: row.subtotal,
    tax: row.tax,
    ...gstHalves(row.tax),
    total: row.total,
    invoiceNumber: row.invoiceNumber,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    itemCount,
  };
}

/** Orders with their member's code and name (the staff's list, one order's page). */
export function selectOrdersWithMember(db: DbOrTx) {
  return db
    .select({
      order: fnbOrders,
      code: members.code,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(fnbOrders)
    .innerJoin(members, eq(members.id, fnbOrders.memberId));
}

/**
 * The whole order by id (404 when there is none, or it is not the given member's), its lines'
 * names in the reader's language (`lang`, English by default): the names the items had when
 * ordered, English where the editors gave none.
 */
export async function loadOrder(
  db: DbOrTx,
  id: number,
  { memberId, lang = 'en' }: { memberId?: number; lang?: Language } = {},
): Promise<FnbOrder> {
  const [found] = await selectOrdersWithMember(db).where(eq(fnbOrders.id, id));
  if (!found || (memberId !== undefined && found.order.memberId !== memberId)) {
    throw notFound('No such order.');
  }
  const [lines, events, paid] = await Promise.all([
    db
      .select()
      .from(fnbOrderLines)
      .where(eq(fnbOrderLines.orderId, id))
      .orderBy(asc(fnbOrderLines.id)),
    db
      .select()
      .from(fnbOrderEvents)
      .where(eq(fnbOrderEvents.orderId, id))
      .orderBy(asc(fnbOrderEvents.at), asc(fnbOrderEvents.id)),
    orderPayments(db, [found.order.paymentId]),
  ]);
  const { itemCount: _n, ...summary } = toOrderSummary(
    found.order,
    found,
    lines.filter((l) => !l.removedAt).reduce((s, l) => s + l.quantity, 0),
    (found.order.paymentId && paid.get(found.order.paymentId)) || null,
  );
  return {
    ...summary,
    lines: lines.map((l) => ({
      id: l.id,
      itemId: l.itemId,
      name: translated(l.name, l.nameTranslations, lang, 'name'),
      diet: l.diet as FnbOrder['lines'][number]['diet'],
      kitchen: l.kitchen as FnbOrder['lines'][number]['kitchen'],
      price: l.price,
      quantity: l.quantity,
      amount: l.amount,
      taxRate: l.taxRate,
      tax: l.tax,
      removedAt: l.removedAt?.toISOString() ?? null,
    })),
    events: events.map((e) => ({
      status: e.status as FnbOrder['status'],
      at: e.at.toISOString(),
      by: e.byStaffId ? 'staff' : e.byMemberId ? 'member' : 'system',
      note: e.note,
    })),
  };
}

/** Quantities of the orders' lines still on them (for list rows). */
export async function itemCounts(db: DbOrTx, ids: number[]) {
  const counts = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  const lines = await db
    .select({
      orderId: fnbOrderLines.orderId,
      quantity: fnbOrderLines.quantity,
      removedAt: fnbOrderLines.removedAt,
    })
    .from(fnbOrderLines)
    .where(inArray(fnbOrderLines.orderId, ids));
  for (const l of lines)
    if (!l.removedAt) counts.set(l.orderId, (counts.get(l.orderId) ?? 0) + l.quantity);
  return counts;
}

/** Card orders' payments by payment id: status, amount, what is refunded and on its way. */
export async function orderPayments(db: DbOrTx, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const found = new Map<number, OrderPayment>();
  if (wanted.length === 0) return found;
  const [rows, pending, troubles] = await Promise.all([
    db.select().from(payments).where(inArray(payments.id, wanted)),
    db
      .select({
        paymentId: paymentRefunds.paymentId,
        total: sql<string>`sum(${paymentRefunds.amount})`,
      })
      .from(paymentRefunds)
      .where(and(inArray(paymentRefunds.paymentId, wanted), eq(paymentRefunds.status, 'requested')))
      .groupBy(paymentRefunds.paymentId),
    refundTroubles(db, wanted),
  ]);
  const pendingOf = new Map(pending.map((p) => [p.paymentId, Number(p.total)]));
  for (const p of rows) {
    found.set(p.id, {
      status: p.status as OrderPayment['status'],
      amount: p.amount,
      amountRefunded: p.amountRefunded,
      amountRefundPending: pendingOf.get(p.id) ?? 0,
      failureReason: p.failureReason,
      refundTrouble: troubles.get(p.id) ?? null,
      failureReasonCode: failureReasonCodeOf(p),
    });
  }
  return found;
}
