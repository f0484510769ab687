import { and, eq } from 'drizzle-orm';
import { orderNote, fnbOrderPath, type FnbOutlet, type LedgerText } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { PaymentPurposeHandler } from '../../../context.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { fnbOrderEvents, fnbOrders } from '../../../db/schema/index.ts';
import { clubMoment, financialYear } from '../../../lib/club-time.ts';
import { writeAudit } from '../../audit/index.ts';
import { postLedgerEntry } from '../../ledger/index.ts';
import { requestRefund, type PaymentRow } from '../../payments/index.ts';
import { getSettingsRow } from '../../settings/index.ts';
import { nextInvoiceNumber } from './invoice-number.ts';
import { lockOrder, moveOrder, publishOrder } from '../orders/order-changes.ts';

/*
 * A card order's payment (purpose 'fnb_order', reference = the order's id). The order waits
 * in `pending_payment` (holding its slot, no invoice, nothing on the ledger) until the
 * payment's capture, whichever of the browser's return, the webhook or the reconciliation
 * reports it first; the payments module calls these once, in its transaction.
 */

type OrderRow = typeof fnbOrders.$inferSelect;

const orderOf = (payment: PaymentRow) => Number(payment.reference);

/**
 * Asks for a refund of a card order's part (a cancelled, rejected order or a removed item),
 * in the transaction that reverses it on the ledger; nothing for an order on account.
 */
export async function refundCardPart(
  tx: Tx,
  actor: Actor,
  order: OrderRow,
  part: { amount: number; key: string; reason: string },
): Promise<void> {
  if (order.paymentMethod !== 'card' || !order.paymentId || part.amount <= 0) return;
  await requestRefund(tx, actor, { paymentId: order.paymentId, ...part });
}

/** The money of a captured card payment on the ledger, linked to its order. */
async function postCardPayment(
  tx: DbOrTx,
  payment: PaymentRow,
  text: LedgerText & { key: 'fnb.card_payment' | 'fnb.card_payment_unplaced' },
  order: OrderRow,
) {
  await postLedgerEntry(tx, {
    memberId: payment.memberId,
    kind: 'payment',
    source: 'fnb_order',
    sourceId: String(order.id),
    text,
    amount: -payment.amount,
    createdByMemberId: payment.createdByStaffId ? null : payment.memberId,
    createdByStaffId: payment.createdByStaffId,
  });
}

export const fnbOrderPaymentPurpose: PaymentPurposeHandler = {
  /**
   * The card paid: the order is placed (Ordered, its invoice number given now, so numbers
   * stay gap-free whatever happens to unpaid orders), the ledger gets its charge and the
   * payment, and the kitchen and the member's screens hear of it as of a new order. A payment
   * that arrives for an order no longer waiting (its checkout was given up: cancelled) is
   * recorded and refunded in full.
   */
  async captured(ctx, tx, actor, payment) {
    const order = await lockOrder(tx, orderOf(payment));
    const outlet = order.outlet as FnbOutlet;
    if (order.status !== 'pending_payment') {
      await postCardPayment(
        tx,
        payment,
        { key: 'fnb.card_payment_unplaced', params: { outlet, orderId: order.id } },
        order,
      );
      await requestRefund(tx, actor, {
        paymentId: payment.id,
        amount: payment.amount,
        key: 'unplaced',
        reason: 'The order was cancelled before its payment arrived.',
      });
      await writeAudit(tx, actor, {
        action: 'fnb.order.late_payment',
        entity: 'fnb_order',
        entityId: order.id,
        after: { status: order.status, paymentId: payment.id, refunded: payment.amount },
      });
      return;
    }

    const settings = await getSettingsRow(tx);
    const today = clubMoment(ctx.clock.now(), settings.timeZone).date;
    const invoice = await nextInvoiceNumber(
      tx,
      financialYear(today, settings.financialYearStartMonth),
    );
    const [placed] = await tx
      .update(fnbOrders)
      .set({
        status: 'ordered',
        invoiceNumber: invoice.number,
        invoiceYear: invoice.year,
        invoiceSeq: invoice.seq,
        invoicedAt: new Date(),
        version: order.version + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(fnbOrders.id, order.id), eq(fnbOrders.status, 'pending_payment')))
      .returning();
    await publishOrder(tx, placed!);
    await tx.insert(fnbOrderEvents).values({
      orderId: order.id,
      status: 'ordered',
      note: orderNote('paid_by_card'),
    });
    const by = {
      createdByMemberId: order.placedByStaffId ? null : order.memberId,
      createdByStaffId: order.placedByStaffId,
    };
    await postLedgerEntry(tx, {
      memberId: order.memberId,
      kind: 'charge',
      source: 'fnb_order',
      sourceId: String(order.id),
      text: { key: 'fnb.charge', params: { outlet, invoice: invoice.number } },
      amount: order.total,
      taxAmount: order.tax,
      ...by,
    });
    await postCardPayment(
      tx,
      payment,
      { key: 'fnb.card_payment', params: { outlet, invoice: invoice.number } },
      order,
    );
    await writeAudit(tx, actor, {
      action: 'fnb.order.paid',
      entity: 'fnb_order',
      entityId: order.id,
      before: { status: 'pending_payment' },
      after: { status: 'ordered', invoice: invoice.number, paymentId: payment.id },
    });
  },

  /** Nobody paid (closed, declined and not retried, abandoned): the order is cancelled, its slot freed. */
  async givenUp(_ctx, tx, actor, payment) {
    const order = await lockOrder(tx, orderOf(payment));
    if (order.status !== 'pending_payment') return;
    await moveOrder(tx, actor, order, 'cancelled', {
      reason: orderNote('card_not_completed'),
    });
    await writeAudit(tx, actor, {
      action: 'fnb.order.unpaid',
      entity: 'fnb_order',
      entityId: order.id,
      before: { status: 'pending_payment' },
      after: { status: 'cancelled', paymentId: payment.id },
    });
  },

  /** A refund reached the card: the ledger records the money going back, linked to the order. */
  async refunded(_ctx, tx, actor, payment, refund) {
    const [order] = await tx
      .select()
      .from(fnbOrders)
      .where(eq(fnbOrders.id, orderOf(payment)));
    await postLedgerEntry(tx, {
      memberId: payment.memberId,
      kind: 'refund',
      source: 'fnb_order',
      sourceId: `${orderOf(payment)}:refund:${refund.id}`,
      text: {
        key: 'fnb.card_refund',
        params: { invoice: order?.invoiceNumber ?? null, orderId: orderOf(payment) },
      },
      amount: refund.amount,
      createdByStaffId: actor.kind === 'staff' ? actor.staffId : null,
    });
  },

  returnPath: (payment) => fnbOrderPath(orderOf(payment)),
};
