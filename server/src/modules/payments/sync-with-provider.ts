import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema/index.ts';
import type { ProviderPayment } from '../../payments/provider.ts';
import {
  applyProviderPayment,
  markUnpaid,
  type ApplyOutcome,
  type SettledVia,
} from './apply-provider-payment.ts';
import type { PaymentRow } from './view.ts';

/** The attempt that decides an order: a capture wins, then an authorisation, then the latest failure. */
export function decidingAttempt(list: ProviderPayment[]): ProviderPayment | undefined {
  return (
    list.find((p) => p.status === 'captured') ??
    list.find((p) => p.status === 'authorized') ??
    list.find((p) => p.status === 'failed')
  );
}

/**
 * Asks the provider about the payment's order and applies what it says. With `ifNothing`,
 * an order nobody paid is recorded as failed (closed checkout, abandoned).
 */
export async function syncWithProvider(
  ctx: AppContext,
  actor: Actor,
  payment: PaymentRow,
  via: SettledVia,
  ifNothing?: { code: 'cancelled' | 'abandoned'; reason: string },
): Promise<{ outcome: ApplyOutcome; payment: PaymentRow }> {
  if (!payment.providerOrderId) return { outcome: 'ignored', payment };
  const attempt = decidingAttempt(await ctx.payments.fetchOrderPayments(payment.providerOrderId));
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, payment.id))
      .for('update');
    if (!locked) return { outcome: 'ignored' as const, payment };
    if (attempt) return applyProviderPayment(tx, actor, locked, attempt, via);
    if (ifNothing) return markUnpaid(tx, actor, locked, ifNothing.code, ifNothing.reason);
    return { outcome: 'unchanged' as const, payment: locked };
  });
}
