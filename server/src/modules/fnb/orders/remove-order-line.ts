import { and, eq, isNull } from 'drizzle-orm';
import { orderNote, orderTotals, type FnbOrder, type Language } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbOrderLines, fnbOrders } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { postLedgerEntry } from '../../ledger/index.ts';
import { refundCardPart } from '../checkout/card-payment.ts';
import { lockOrder, moveOrder, orderChanged, publishOrder } from './order-changes.ts';
import { loadOrder } from './order-view.ts';

/**
 * Staff remove an item from an order while it is Ordered (the kitchen cannot make it): the
 * order's totals drop, the line's amount and tax are credited back (and refunded to the card
 * of a card order); removing the last line cancels the order.
 */
export async function removeOrderLine(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; lineId: number; version: number; lang?: Language },
): Promise<FnbOrder> {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.id);
    if (order.version !== input.version) throw orderChanged();
    if (order.status !== 'ordered') {
      throw conflict('Items can be removed only before the order is confirmed.');
    }
    const lines = await tx
      .select()
      .from(fnbOrderLines)
      .where(and(eq(fnbOrderLines.orderId, order.id), isNull(fnbOrderLines.removedAt)));
    const line = lines.find((l) => l.id === input.lineId);
    if (!line) throw notFound('No such item on this order.');
    await tx
      .update(fnbOrderLines)
      .set({ removedAt: new Date(), removedByStaffId: actor.staffId })
      .where(eq(fnbOrderLines.id, line.id));
    await postLedgerEntry(tx, {
      memberId: order.memberId,
      kind: 'credit',
      source: 'fnb_order',
      sourceId: `${order.id}:line:${line.id}`,
      text: {
        key: 'fnb.line_removed',
        params: { item: line.name, invoice: order.invoiceNumber, orderId: order.id },
      },
      amount: -(line.amount + line.tax),
      taxAmount: -line.tax,
      createdByStaffId: actor.staffId,
    });
    await refundCardPart(tx, actor, order, {
      amount: line.amount + line.tax,
      key: `line:${line.id}`,
      reason: `${line.name} removed by the club.`,
    });
    const rest = lines.filter((l) => l.id !== line.id);
    const totals = orderTotals(rest);
    const [updated] = await tx
      .update(fnbOrders)
      .set({
        subtotal: totals.subtotal,
        tax: totals.tax,
        total: totals.total,
        version: order.version + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(fnbOrders.id, order.id), eq(fnbOrders.version, order.version)))
      .returning();
    if (!updated) throw orderChanged();
    await publishOrder(tx, updated);
    if (rest.length === 0) {
      await moveOrder(tx, actor, updated, 'cancelled', { note: orderNote('all_items_removed') });
    }
    await writeAudit(tx, actor, {
      action: 'fnb.order.remove_line',
      entity: 'fnb_order',
      entityId: order.id,
      before: { line: line.name, quantity: line.quantity },
      after: { total: totals.total },
    });
  });
  return loadOrder(ctx.db, input.id, { lang: input.lang });
}
