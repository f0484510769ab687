import { and, eq, isNull } from 'drizzle-orm';
import type { FnbOrderStatus } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { fnbOrderEvents, fnbOrderLines, fnbOrders } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { publish } from '../../../live/events.ts';
import { postLedgerEntry } from '../../ledger/index.ts';
import { notifyMember } from '../../notifications/index.ts';
import type { OrderChanged } from '../topics.ts';

/*
 * What every change of an order does in its transaction: a conditional update on the status
 * and version the actor saw (two staff at once: one wins, the other is told the order
 * changed), its status event, and, when it stops, the reversal of what was charged.
 */

type OrderRow = typeof fnbOrders.$inferSelect;

/** Locks the order; 404 when it is not there (or not the member's). */
export async function lockOrder(tx: DbOrTx, id: number, memberId?: number): Promise<OrderRow> {
  const [row] = await tx.select().from(fnbOrders).where(eq(fnbOrders.id, id)).for('update');
  if (!row || (memberId !== undefined && row.memberId !== memberId)) {
    throw notFound('No such order.');
  }
  return row;
}

export const orderChanged = () =>
  conflict(
    'This order was changed meanwhile (by the kitchen, the office or the member). Reload it and try again.',
    'order_changed',
  );

/** Tells the watching screens (at commit) that an order changed. */
export async function publishOrder(tx: DbOrTx, order: OrderRow): Promise<void> {
  const event: OrderChanged = {
    orderId: order.id,
    memberId: order.memberId,
    outlet: order.outlet as OrderChanged['outlet'],
    status: order.status as OrderChanged['status'],
    version: order.version,
  };
  await publish(tx, 'fnb.order', event);
}

/** Moves the order to a status, if it is still at the version seen; records the event. */
export async function moveOrder(
  tx: DbOrTx,
  actor: Actor,
  order: OrderRow,
  to: FnbOrderStatus,
  opts: { version?: number; note?: string; reason?: string } = {},
) {
  if (opts.version !== undefined && opts.version !== order.version) throw orderChanged();
  const [moved] = await tx
    .update(fnbOrders)
    .set({
      status: to,
      version: order.version + 1,
      updatedAt: new Date(),
      ...(opts.reason !== undefined ? { reason: opts.reason } : {}),
    })
    .where(and(eq(fnbOrders.id, order.id), eq(fnbOrders.version, order.version)))
    .returning();
  if (!moved) throw orderChanged();
  await publishOrder(tx, moved);
  // The member is told of what others do to their order (not of their own cancellation).
  if (actor.kind !== 'member') await notifyOrderStatus(tx, moved);
  await tx.insert(fnbOrderEvents).values({
    orderId: order.id,
    status: to,
    byStaffId: actor.kind === 'staff' ? actor.staffId : null,
    byMemberId: actor.kind === 'member' ? actor.memberId : null,
    note: opts.note ?? opts.reason ?? '',
  });
  return moved;
}

/** The member's notification of their order's new status, once per order and status. */
export async function notifyOrderStatus(tx: DbOrTx, order: OrderRow): Promise<void> {
  await notifyMember(tx, order.memberId, {
    kind: 'order_status',
    ref: `order:${order.id}:${order.status}`,
    params: {
      order: order.invoiceNumber ?? `#${order.id}`,
      orderId: order.id,
      status: order.status,
    },
    link: `/member/foodordering/orders/detail/${order.id}`,
  });
}

/**
 * Reverses what an order still charges (its lines not removed), once: a credit of the same
 * amount and tax, linked to the order. Answers the amount reversed (0: nothing was charged);
 * card orders are refunded by the caller.
 */
export async function reverseOrderCharge(
  tx: DbOrTx,
  actor: Actor,
  order: OrderRow,
  why: string,
): Promise<number> {
  const open = await tx
    .select()
    .from(fnbOrderLines)
    .where(and(eq(fnbOrderLines.orderId, order.id), isNull(fnbOrderLines.removedAt)));
  const amount = open.reduce((s, l) => s + l.amount + l.tax, 0);
  const tax = open.reduce((s, l) => s + l.tax, 0);
  if (amount === 0 || !order.invoiceNumber) return 0;
  const posted = await postLedgerEntry(tx, {
    memberId: order.memberId,
    kind: 'credit',
    source: 'fnb_order',
    sourceId: `${order.id}:${why}`,
    text: {
      key: why === 'rejected' ? 'fnb.rejected' : 'fnb.cancelled',
      params: { invoice: order.invoiceNumber },
    },
    amount: -amount,
    taxAmount: -tax,
    createdByStaffId: actor.kind === 'staff' ? actor.staffId : null,
    createdByMemberId: actor.kind === 'member' ? actor.memberId : null,
  });
  return posted ? amount : 0;
}
