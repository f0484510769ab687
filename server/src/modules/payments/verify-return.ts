import { eq } from 'drizzle-orm';
import type { PaymentResponse, VerifyPaymentRequest } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { AppError } from '../../lib/errors.ts';
import { applyProviderPayment } from './apply-provider-payment.ts';
import { findOwnPayment } from './find-own-payment.ts';
import { toPaymentView } from './view.ts';

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
  actor: Actor,
  input: VerifyPaymentRequest,
): Promise<PaymentResponse> {
  const provider = ctx.payments;
  const payment = await findOwnPayment(ctx, memberScope(actor), input.razorpay_order_id);
  const valid = provider.verifyPaymentSignature({
    orderId: input.razorpay_order_id,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
  });
  if (!valid) {
    await writeAudit(ctx.db, actor, {
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
    return applyProviderPayment(ctx, tx, actor, locked!, pp, 'return');
  });
  return { payment: toPaymentView(result.payment) };
}
