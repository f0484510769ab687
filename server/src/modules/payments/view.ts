import type { Payment } from '@club/contracts';
import type { payments } from '../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** A payment as the API shows it. */
export function toPaymentView(p: PaymentRow): Payment {
  return {
    id: p.id,
    purpose: p.purpose,
    description: p.description,
    amount: p.amount,
    currency: p.currency,
    provider: p.provider as Payment['provider'],
    providerOrderId: p.providerOrderId,
    providerPaymentId: p.providerPaymentId,
    status: p.status as Payment['status'],
    amountRefunded: p.amountRefunded,
    attempts: p.attempts,
    failureReason: p.failureReason,
    createdAt: p.createdAt.toISOString(),
    capturedAt: p.capturedAt?.toISOString() ?? null,
  };
}
