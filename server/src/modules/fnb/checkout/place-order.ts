import { and, eq } from 'drizzle-orm';
import { orderNote, type CheckoutResponse, type checkoutRequest } from '@club/contracts';
import type { z } from 'zod';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { fnbOrders, fnbOutlets, members, payments } from '../../../db/schema/index.ts';
import { financialYear } from '../../../lib/club-time.ts';
import { notFound } from '../../../lib/errors.ts';
import { auditValues, writeAudit } from '../../audit/index.ts';
import { checkoutOf, openCheckout, type PaymentRow } from '../../payments/index.ts';
import { getSettingsRow, clubNow } from '../../settings/index.ts';
import { awaitCardPayment } from './await-card-payment.ts';
import { checkCredit } from './check-credit.ts';
import { checkoutFieldError } from './checkout-field-error.ts';
import { deliveryAddressOf } from './delivery-address.ts';
import { publishOrder } from '../orders/order-changes.ts';
import { loadOrder } from '../orders/order-view.ts';
import { priceCart } from './price-cart.ts';
import { storeOrder } from './store-order.ts';
import { slotOf, takeSlot } from './take-slot.ts';

type Input = z.output<typeof checkoutRequest>;

/** The order an idempotency key already placed, if any. */
async function placedBefore(db: DbOrTx, memberId: number, key: string) {
  const [row] = await db
    .select({ id: fnbOrders.id })
    .from(fnbOrders)
    .where(and(eq(fnbOrders.memberId, memberId), eq(fnbOrders.idempotencyKey, key)));
  return row?.id;
}

/**
 * Checkout (member/foodordering/checkout): the server prices the cart from the menu, refuses
 * a cart that no longer matches it (naming each change), checks the slot, the address and the
 * payment, and places the order with its lines, its first status, its invoice number and its
 * ledger charge in one transaction. By card, the order is recorded waiting for its payment
 * (`pending_payment`, holding its slot; no invoice number, nothing on the ledger) with the
 * payment (purpose 'fnb_order'), and the answer carries the provider's checkout; the capture
 * places it (card-payment.ts). The member's row is locked first (one checkout of theirs at a
 * time: the credit limit holds, the idempotency key places one order; FOR NO KEY UPDATE, so
 * ledger entries posted elsewhere for the member, which take KEY SHARE on it, do not wait).
 * Everything else is read and written before the contended part: the outlet's row (the slot
 * count holds), then the invoice counter, locked in one round trip by takeSlot, followed only
 * by the commit.
 */
export async function placeOrder(
  ctx: AppContext,
  actor: Actor,
  input: Input,
): Promise<CheckoutResponse> {
  const memberId = memberScope(actor);
  const existing = await placedBefore(ctx.db, memberId, input.idempotencyKey);
  if (existing) return placedAnswer(ctx, existing, memberId);

  const now = await clubNow(ctx);
  const settings = await getSettingsRow(ctx.db);
  let created: PaymentRow | null = null;
  try {
    const placed = await ctx.db.transaction(async (tx) => {
      const [member] = await tx
        .select()
        .from(members)
        .where(eq(members.id, memberId))
        .for('no key update');
      if (!member) throw notFound('No such member.');
      const again = await placedBefore(tx, memberId, input.idempotencyKey);
      if (again) return { id: again, payment: null };

      // Not locked: takeSlot locks it, and counts the slot, at the end.
      const [outlet] = await tx.select().from(fnbOutlets).where(eq(fnbOutlets.code, input.outlet));
      if (!outlet) throw checkoutFieldError('outlet', 'No such outlet.');

      const { lines, totals } = await priceCart(tx, input, outlet, now, settings.currency);
      const slotAt = slotOf(input, outlet, now, settings.timeZone);
      const deliveryAddress = await deliveryAddressOf(tx, memberId, input);
      const byCard = input.paymentMethod === 'card';
      await checkCredit(tx, member, { byCard, total: totals.total, currency: settings.currency });
      const by = {
        byMemberId: actor.actingForMemberId ? null : memberId,
        byStaffId: actor.actingForMemberId ? actor.staffId : null,
        note: actor.actingForMemberId ? orderNote('placed_by_office') : '',
      };
      const values = {
        memberId,
        outlet: input.outlet,
        fulfilment: input.fulfilment,
        slotAt,
        addressId: input.fulfilment === 'club_delivery' ? input.addressId : null,
        deliveryAddress,
        paymentMethod: input.paymentMethod,
        notes: input.notes,
        subtotal: totals.subtotal,
        tax: totals.tax,
        total: totals.total,
        idempotencyKey: input.idempotencyKey,
        placedByStaffId: actor.actingForMemberId ? actor.staffId : null,
        termsAcceptedAt: new Date(),
      };

      if (byCard) {
        // By card: the order waits for its payment (holding its slot); the capture places it.
        const order = await storeOrder(tx, { values, status: 'pending_payment', lines, by });
        const { waiting, payment } = await awaitCardPayment(
          ctx,
          tx,
          actor,
          order,
          settings.currency,
        );
        await publishOrder(tx, waiting);
        await writeAudit(tx, actor, {
          action: 'fnb.order.place',
          entity: 'fnb_order',
          entityId: order.id,
          after: {
            payment: 'card',
            paymentId: payment.id,
            total: totals.total,
            lines: lines.length,
          },
        });
        await takeSlot(tx, order);
        return { id: order.id, payment };
      }

      // On account: takeSlot gives the invoice number, stamps it on the order, posts the
      // ledger charge naming it and writes this audit entry with it (`after.invoice`).
      const order = await storeOrder(tx, { values, status: 'ordered', lines, by });
      await publishOrder(tx, order);
      await takeSlot(tx, order, {
        financialYear: financialYear(now.date, settings.financialYearStartMonth),
        createdByMemberId: by.byMemberId,
        createdByStaffId: by.byStaffId,
        audit: auditValues(actor, {
          action: 'fnb.order.place',
          entity: 'fnb_order',
          entityId: order.id,
          after: { total: totals.total, lines: lines.length },
        }),
      });
      return { id: order.id, payment: null };
    });
    const orderId = placed.id;
    created = placed.payment;
    if (!created) return { order: await loadOrder(ctx.db, orderId, { memberId }), checkout: null };
    // After the commit: the provider's order for the checkout (a refusal cancels the order).
    const [member] = await ctx.db.select().from(members).where(eq(members.id, memberId));
    const { checkout } = await openCheckout(ctx, actor, created, {
      receipt: `fnb-order-${orderId}`,
      member: member!,
    });
    return { order: await loadOrder(ctx.db, orderId, { memberId }), checkout };
  } catch (err) {
    // Two tabs with one key: the second waited on the member's row lock, or lost the unique
    // index race; either way the order the first placed is the answer.
    if (created) throw err;
    const before = await placedBefore(ctx.db, memberId, input.idempotencyKey);
    if (before) return placedAnswer(ctx, before, memberId);
    throw err;
  }
}

/**
 * The answer for an order an idempotency key placed before: the order, and for a card order
 * still waiting for its payment, the same checkout again (a double click opens one payment).
 */
async function placedAnswer(
  ctx: AppContext,
  orderId: number,
  memberId: number,
): Promise<CheckoutResponse> {
  const order = await loadOrder(ctx.db, orderId, { memberId });
  if (order.status !== 'pending_payment') return { order, checkout: null };
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, 'fnb_order'), eq(payments.reference, String(orderId))));
  const open = payment && payment.providerOrderId && !payment.closedAt;
  return { order, checkout: open ? await checkoutOf(ctx, payment) : null };
}
