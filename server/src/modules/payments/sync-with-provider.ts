import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema/index.ts';
import type { ProviderPayment } from '../../payments/provider.ts';
import {
  applyProviderPayment,
  type ApplyOutcome,
  type SettledVia,
} from './apply-provider-payment.ts';
import { giveUpPayment } from './give-up-payment.ts';
import type { GiveUpCode, PaymentRow } from './view.ts';

/** The attempt that decides an order: a capture wins, then an authorisation, then the latest failure. */
export function decidingAttempt(list: ProviderPayment[]): ProviderPayment | undefined {
  return (
    list.find((p) => p.status === 'captured') ??
    list.find((p) => p.status === 'authorized') ??
    list.find((p) => p.status === 'failed')
  );
}

/**
 * Asks the provider about the payment's order and applies what it says. With `giveUp`, the
 * portal stops waiting when nothing was captured: a payment nobody paid is recorded as failed
 * (closed checkout, abandoned), a declined one stays failed, and its purpose gives up what it
 * was for (giveUpPayment).
 */
export async function syncWithProvider(
  ctx: AppContext,
  actor: Actor,
  payment: PaymentRow,
  via: SettledVia,
  giveUp?: { code: Exclude<GiveUpCode, 'provider_error'>; reason: string },
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
    const applied = attempt
      ? await applyProviderPayment(ctx, tx, actor, locked, attempt, via)
      : { outcome: 'unchanged' as const, payment: locked };
    const now = applied.payment;
    if (giveUp && (now.status === 'created' || now.status === 'failed') && !now.closedAt) {
      const closed = await giveUpPayment(ctx, tx, actor, now, giveUp.code, giveUp.reason);
      return applied.outcome === 'applied' ? { ...closed, outcome: 'applied' as const } : closed;
    }
    return applied;
  });
}
