import type { PaymentResponse } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { findOwnPayment } from './find-own-payment.ts';
import { syncWithProvider } from './sync-with-provider.ts';
import { toPaymentView } from './view.ts';

/**
 * The checkout closed without a success (the card was declined, or the member cancelled).
 * The browser's word is not trusted: the provider is asked what happened to the order, and
 * an order nobody paid is recorded as cancelled.
 */
export async function closeCheckout(
  ctx: AppContext,
  actor: Actor,
  input: { razorpay_order_id: string },
): Promise<PaymentResponse> {
  const payment = await findOwnPayment(ctx, memberScope(actor), input.razorpay_order_id);
  const result = await syncWithProvider(ctx, actor, payment, 'return', {
    code: 'cancelled',
    reason: 'The checkout was closed before paying.',
  });
  return { payment: toPaymentView(result.payment) };
}
