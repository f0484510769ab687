import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  orderNote,
  FNB_OPEN_STATUSES,
  formatMinor,
  orderTotals,
  priceLine,
  translationsOf,
  type CartChange,
  type CheckoutResponse,
  type checkoutRequest,
} from '@club/contracts';
import type { z } from 'zod';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  fnbItems,
  fnbOrderEvents,
  fnbOrderLines,
  fnbOrders,
  fnbOutlets,
  memberAddresses,
  members,
  payments,
} from '../../db/schema/index.ts';
import { clubInstant, financialYear } from '../../lib/club-time.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { memberBalance, postLedgerEntry } from '../ledger/index.ts';
import { checkoutOf, openCheckout, paymentText, type PaymentRow } from '../payments/index.ts';
import { getSettingsRow, clubNow } from '../settings/index.ts';
import { nextInvoiceNumber } from './invoice-number.ts';
import { selectItems } from './menu-store.ts';
import { publishOrder } from './order-changes.ts';
import { loadOrder } from './order-view.ts';
import { slotVerdict } from './slots.ts';
import { unavailableReason } from './view.ts';

type Input = z.output<typeof checkoutRequest>;

/** Orders that hold a slot (pending card orders included). */
export const SLOT_HOLDING = ['pending_payment', ...FNB_OPEN_STATUSES] as const;

const fieldError = (field: string, message: string) =>
  new AppError(400, 'validation_failed', `${field}: ${message}`, { errors: [{ field, message }] });

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
 * places it (card-payment.ts). The member's row is locked first (one checkout of theirs
 * at a time: the credit limit holds, the idempotency key places one order), then the outlet's
 * (the slot count holds), then the invoice counter.
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
        .for('update');
      if (!member) throw notFound('No such member.');
      const again = await placedBefore(tx, memberId, input.idempotencyKey);
      if (again) return { id: again, payment: null };

      const [outlet] = await tx
        .select()
        .from(fnbOutlets)
        .where(eq(fnbOutlets.code, input.outlet))
        .for('update');
      if (!outlet) throw fieldError('outlet', 'No such outlet.');

      // The cart against the menu as it is now.
      const ids = [...new Set(input.lines.map((l) => l.itemId))];
      if (ids.length !== input.lines.length) {
        throw fieldError('lines', 'Each item may be in the cart once.');
      }
      const rows = await selectItems(tx).where(inArray(fnbItems.id, ids));
      const byId = new Map(rows.map((r) => [r.item.id, r]));
      const changes: CartChange[] = [];
      for (const line of input.lines) {
        const row = byId.get(line.itemId);
        if (!row) {
          changes.push({
            itemId: line.itemId,
            name: '',
            change: 'gone',
            was: line.price,
            now: null,
          });
          continue;
        }
        const { item } = row;
        if (item.outlet !== input.outlet) {
          changes.push({
            itemId: item.id,
            name: item.name,
            change: 'outlet',
            was: null,
            now: null,
          });
          continue;
        }
        const reason = unavailableReason(item, row, outlet, now);
        if (reason)
          changes.push({ itemId: item.id, name: item.name, change: reason, was: null, now: null });
        else if (item.price !== line.price) {
          changes.push({
            itemId: item.id,
            name: item.name,
            change: 'price',
            was: line.price,
            now: item.price,
          });
        }
      }
      if (changes.length > 0) {
        throw conflict(
          `The menu changed since the cart was filled: ${changes
            .map((c) => `${c.name || `item ${c.itemId}`} (${c.change})`)
            .join(', ')}.`,
          'cart_changed',
          { changes },
        );
      }
      const lines = input.lines.map((l) => {
        const { item } = byId.get(l.itemId)!;
        return priceLine({
          itemId: item.id,
          name: item.name,
          // The names the member read it by, as they are now: a later edit of the menu leaves them.
          nameTranslations: translationsOf(item.translations, ['name']),
          diet: item.diet,
          kitchen: item.kitchen,
          price: item.price,
          quantity: l.quantity,
          taxRate: item.taxRate,
        });
      });
      const totals = orderTotals(lines);
      if (totals.total !== input.expectedTotal) {
        throw conflict(
          `The total is ${formatMinor(totals.total, settings.currency)}, not what the cart showed. Check the cart and order again.`,
          'cart_changed',
          { changes: [] },
        );
      }

      // The slot: today, not before now plus the lead time, within the hours, not full.
      const slotAt = clubInstant(now.date, input.slot, settings.timeZone);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(fnbOrders)
        .where(
          and(
            eq(fnbOrders.outlet, input.outlet),
            eq(fnbOrders.slotAt, slotAt),
            inArray(fnbOrders.status, [...SLOT_HOLDING]),
          ),
        );
      const verdict = slotVerdict(input.slot, outlet, now, n);
      if (verdict) {
        const why = {
          past: 'This time is too soon for the kitchen: choose a later one.',
          closed: 'The outlet does not serve at this time: choose another.',
          full: 'This time is fully booked: choose another.',
        }[verdict];
        throw fieldError('slot', why);
      }

      // Where it goes.
      let deliveryAddress: string | null = null;
      if (input.fulfilment === 'club_delivery') {
        const [address] = await tx
          .select()
          .from(memberAddresses)
          .where(
            and(eq(memberAddresses.id, input.addressId!), eq(memberAddresses.memberId, memberId)),
          );
        if (!address) throw fieldError('addressId', 'Choose one of your saved addresses.');
        deliveryAddress = [
          address.line1,
          address.line2,
          `${address.city} ${address.pincode}`,
          address.phone,
        ]
          .filter(Boolean)
          .join(', ');
      }

      // Only Active members order (DOMAIN.md "People and roles"); on account, within the
      // credit limit.
      const byCard = input.paymentMethod === 'card';
      if (member.status !== 'Active') {
        throw fieldError(
          'paymentMethod',
          byCard
            ? 'Only members in good standing may order.'
            : 'Only members in good standing may charge orders to their club account.',
        );
      }
      if (!byCard) {
        const balance = await memberBalance(tx, memberId);
        if (balance + totals.total > member.creditLimit) {
          throw fieldError(
            'paymentMethod',
            `This order would take your account past its credit limit of ${formatMinor(member.creditLimit, settings.currency)}.`,
          );
        }
      }
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
        const [order] = await tx
          .insert(fnbOrders)
          .values({ ...values, status: 'pending_payment' })
          .returning();
        const id = order!.id;
        await tx.insert(fnbOrderLines).values(lines.map((l) => ({ ...l, orderId: id })));
        await tx.insert(fnbOrderEvents).values({ orderId: id, status: 'pending_payment', ...by });
        const [payment] = await tx
          .insert(payments)
          .values({
            purpose: 'fnb_order',
            reference: String(id),
            memberId,
            ...paymentText({
              key: 'fnb.order_payment',
              params: { outlet: input.outlet, orderId: id },
            }),
            amount: totals.total,
            currency: settings.currency,
            provider: ctx.payments.name,
            createdByStaffId: actor.actingForMemberId ? actor.staffId : null,
          })
          .returning();
        const [waiting] = await tx
          .update(fnbOrders)
          .set({ paymentId: payment!.id })
          .where(eq(fnbOrders.id, id))
          .returning();
        await publishOrder(tx, waiting!);
        await writeAudit(tx, actor, {
          action: 'fnb.order.place',
          entity: 'fnb_order',
          entityId: id,
          after: {
            payment: 'card',
            paymentId: payment!.id,
            total: totals.total,
            lines: lines.length,
          },
        });
        await writeAudit(tx, actor, {
          action: 'payment.create',
          entity: 'payment',
          entityId: payment!.id,
          after: { purpose: 'fnb_order', reference: id, amount: payment!.amount },
        });
        return { id, payment: payment! };
      }

      const invoice = await nextInvoiceNumber(
        tx,
        financialYear(now.date, settings.financialYearStartMonth),
      );
      const [order] = await tx
        .insert(fnbOrders)
        .values({
          ...values,
          status: 'ordered',
          invoiceNumber: invoice.number,
          invoiceYear: invoice.year,
          invoiceSeq: invoice.seq,
          invoicedAt: new Date(),
        })
        .returning();
      const id = order!.id;
      await publishOrder(tx, order!);
      await tx.insert(fnbOrderLines).values(lines.map((l) => ({ ...l, orderId: id })));
      await tx.insert(fnbOrderEvents).values({ orderId: id, status: 'ordered', ...by });
      await postLedgerEntry(tx, {
        memberId,
        kind: 'charge',
        source: 'fnb_order',
        sourceId: String(id),
        text: { key: 'fnb.charge', params: { outlet: input.outlet, invoice: invoice.number } },
        amount: totals.total,
        taxAmount: totals.tax,
        createdByMemberId: actor.actingForMemberId ? null : memberId,
        createdByStaffId: actor.actingForMemberId ? actor.staffId : null,
      });
      await writeAudit(tx, actor, {
        action: 'fnb.order.place',
        entity: 'fnb_order',
        entityId: id,
        after: { invoice: invoice.number, total: totals.total, lines: lines.length },
      });
      return { id, payment: null };
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
