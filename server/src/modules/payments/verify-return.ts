import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { VerifyPaymentRequest } from '@club/contracts';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema/index.ts';
import { audit } from '../audit/write-audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { applyProviderPayment } from './apply-provider-payment.ts';
import { toPaymentView, type PaymentRow } from './view.ts';

/** The member's own payment for a provider order (another member's order is not found). */
export async function findOwnPayment(
  ctx: AppContext,
  provider: PaymentProvider,
  memberId: number,
  orderId: string,
): Promise<PaymentRow> {
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider.name),
        eq(payments.providerOrderId, orderId),
        eq(payments.memberId, memberId),
      ),
    );
  if (!row) throw notFound('No such payment.');
  return row;
}

const refused = (detail: string) =>
  new AppError(400, 'validation_failed', detail, {
    errors: [{ field: 'razorpay_signature', message: detail }],
  });

/**
 * The browser's return from the checkout: the signature over `order_id|payment_id` is checked
 * with the key secret, then the payment is fetched from the provider and applied. A replay of
 * a settled return changes nothing; a signature of another order or payment is refused.
 */
export async function verifyReturn(
  ctx: AppContext,
  provider: PaymentProvider,
  request: FastifyRequest,
  memberId: number,
  input: VerifyPaymentRequest,
) {
  const payment = await findOwnPayment(ctx, provider, memberId, input.razorpay_order_id);
  const valid = provider.verifyPaymentSignature({
    orderId: input.razorpay_order_id,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
  });
  if (!valid) {
    await audit(ctx.db, request, {
      action: 'payment.signature_refused',
      entity: 'payment',
      entityId: payment.id,
      after: { providerPaymentId: input.razorpay_payment_id },
    });
    throw refused('The payment signature does not match. The payment was not accepted.');
  }
  if (payment.status === 'captured') {
    if (payment.providerPaymentId === input.razorpay_payment_id) {
      return { payment: toPaymentView(payment) }; // a replayed return: nothing changes
    }
    throw refused('This order is already paid by another payment.');
  }
  const pp = await provider.fetchPayment(input.razorpay_payment_id);
  if (!pp || pp.orderId !== input.razorpay_order_id) {
    throw refused('The provider does not know this payment for this order.');
  }
  const result = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, payment.id))
      .for('update');
    return applyProviderPayment(tx, request, locked!, pp, 'return');
  });
  const [fresh] = await ctx.db.select().from(payments).where(eq(payments.id, result.payment.id));
  return { payment: toPaymentView(fresh!) };
}
