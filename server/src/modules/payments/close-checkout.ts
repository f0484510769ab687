import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { syncWithProvider } from './sync-with-provider.ts';
import { findOwnPayment } from './verify-return.ts';
import { toPaymentView } from './view.ts';

/**
 * The checkout closed without a success (the card was declined, or the member cancelled).
 * The browser's word is not trusted: the provider is asked what happened to the order, and
 * an order nobody paid is recorded as cancelled.
 */
export async function closeCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  request: FastifyRequest,
  memberId: number,
  orderId: string,
) {
  const payment = await findOwnPayment(ctx, provider, memberId, orderId);
  await syncWithProvider(ctx.db, provider, request, payment, 'return', {
    code: 'cancelled',
    reason: 'The checkout was closed before paying.',
  });
  const [fresh] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
  return { payment: toPaymentView(fresh!) };
}
