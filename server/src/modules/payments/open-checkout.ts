import { eq, sql } from 'drizzle-orm';
import type { Checkout } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members, payments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { getSettings } from '../settings/index.ts';
import { giveUpPayment } from './give-up-payment.ts';
import type { PaymentRow } from './view.ts';

type MemberRow = typeof members.$inferSelect;

/** What the browser needs to open the provider's checkout for a payment's provider order. */
export async function checkoutOf(
  ctx: AppContext,
  payment: PaymentRow,
  member?: MemberRow,
): Promise<Checkout> {
  const settings = await getSettings(ctx.db);
  const who =
    member ?? (await ctx.db.select().from(members).where(eq(members.id, payment.memberId)))[0]!;
  return {
    provider: ctx.payments.name,
    orderId: payment.providerOrderId!,
    amount: payment.amount,
    currency: payment.currency,
    keyId: ctx.payments.keyId,
    checkoutUrl: ctx.payments.checkoutUrl(payment.providerOrderId!),
    name: settings.clubName,
    description: payment.description,
    prefill: {
      name: `${who.firstName} ${who.lastName}`.trim(),
      email: who.email ?? '',
      contact: who.mobile ?? '',
    },
  };
}

/**
 * Creates the provider's order for a payment just recorded (status created), after its
 * transaction committed: the provider is outside the database, so a refusal is recorded in a
 * transaction of its own (the payment failed, its purpose given up: an order is cancelled)
 * and answered with 502. Returns the payment with its provider order and the checkout.
 *
 * Not a use case: a step of its caller's (a dues payment, a card order, a booking's card
 * payment), run after the caller's transaction recorded the payment.
 */
export async function openCheckout(
  ctx: AppContext,
  actor: Actor,
  created: PaymentRow,
  opts: { receipt: string; member: MemberRow },
): Promise<{ payment: PaymentRow; checkout: Checkout }> {
  let order;
  try {
    order = await ctx.payments.createOrder({
      amount: created.amount,
      currency: created.currency,
      receipt: opts.receipt,
      description: created.description,
      notes: { paymentId: String(created.id), memberCode: opts.member.code },
    });
  } catch (err) {
    ctx.log.error(
      { err, paymentId: created.id, requestId: actor.requestId },
      'payment provider refused the order',
    );
    await ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, created.id))
        .for('update');
      await giveUpPayment(
        ctx,
        tx,
        actor,
        locked!,
        'provider_error',
        'The payment provider could not create the order.',
      );
    });
    throw new AppError(
      502,
      'internal',
      'The payment provider could not be reached. Nothing was charged; please try again.',
    );
  }

  const [row] = await ctx.db
    .update(payments)
    .set({
      providerOrderId: order.id,
      updatedAt: sql`now()`,
      providerPayloads: sql`${payments.providerPayloads} || ${JSON.stringify([{ at: new Date().toISOString(), via: 'create', body: order.raw }])}::jsonb`,
    })
    .where(eq(payments.id, created.id))
    .returning();
  return { payment: row!, checkout: await checkoutOf(ctx, row!, opts.member) };
}
