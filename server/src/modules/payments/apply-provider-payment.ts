import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import type { ProviderPayment } from '../../payments/provider.ts';
import { paymentFailureReasonOf } from '@club/contracts';
import type { PaymentRow } from './view.ts';

/** How a payment's outcome reached the portal. */
export type SettledVia = 'return' | 'webhook' | 'reconcile';
export type ApplyOutcome = 'applied' | 'unchanged' | 'ignored';

const payload = (via: string, body: unknown) =>
  sql`${payments.providerPayloads} || ${JSON.stringify([{ at: new Date().toISOString(), via, body }])}::jsonb`;

/** Attempts grow by one for each provider payment the order has not reported before. */
const nextAttempts = (providerPaymentId: string) =>
  sql`${payments.attempts} + case when ${payments.providerPaymentId} is distinct from ${providerPaymentId} then 1 else 0 end`;

/**
 * Applies what the provider says about one of the order's payments, inside the caller's
 * transaction. The move to `captured` is a conditional update (only from created, authorized
 * or failed) and the payment's purpose handles the capture in the same transaction (dues: the
 * ledger entry with source id = the payment's id; an order: the order placed, charged and
 * paid), so the browser return, the webhook and reconciliation may each arrive first, in any
 * order, any number of times: the capture is applied once.
 */
export async function applyProviderPayment(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  payment: PaymentRow,
  pp: ProviderPayment,
  via: SettledVia,
): Promise<{ outcome: ApplyOutcome; payment: PaymentRow }> {
  if (pp.orderId !== payment.providerOrderId) return { outcome: 'ignored', payment };
  if (pp.amount !== payment.amount || pp.currency !== payment.currency) {
    // Never settle a different amount: keep the evidence, change nothing else.
    await tx
      .update(payments)
      .set({ providerPayloads: payload(`${via}:amount_mismatch`, pp.raw) })
      .where(eq(payments.id, payment.id));
    return { outcome: 'ignored', payment };
  }

  if (pp.status === 'captured') {
    const [row] = await tx
      .update(payments)
      .set({
        status: 'captured',
        providerPaymentId: pp.id,
        attempts: nextAttempts(pp.id),
        capturedAt: sql`now()`,
        settledVia: via,
        failureCode: null,
        failureReason: null,
        failureReasonCode: null,
        updatedAt: sql`now()`,
        providerPayloads: payload(via, pp.raw),
      })
      .where(
        and(
          eq(payments.id, payment.id),
          inArray(payments.status, ['created', 'authorized', 'failed']),
        ),
      )
      .returning();
    if (!row) return { outcome: 'unchanged', payment };
    await ctx.paymentPurposes[row.purpose].captured(ctx, tx, actor, row);
    await writeAudit(tx, actor, {
      action: 'payment.capture',
      entity: 'payment',
      entityId: row.id,
      before: { status: payment.status },
      after: { status: 'captured', via, providerPaymentId: pp.id, amount: row.amount },
    });
    return { outcome: 'applied', payment: row };
  }

  if (pp.status === 'authorized') {
    const [row] = await tx
      .update(payments)
      .set({
        status: 'authorized',
        providerPaymentId: pp.id,
        attempts: nextAttempts(pp.id),
        updatedAt: sql`now()`,
        providerPayloads: payload(via, pp.raw),
      })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'failed'])))
      .returning();
    return row ? { outcome: 'applied', payment: row } : { outcome: 'unchanged', payment };
  }

  if (pp.status === 'failed') {
    const [row] = await tx
      .update(payments)
      .set({
        status: 'failed',
        providerPaymentId: pp.id,
        attempts: nextAttempts(pp.id),
        failureCode: pp.errorCode ?? 'failed',
        failureReason: pp.errorDescription ?? 'The payment failed.',
        failureReasonCode: paymentFailureReasonOf(pp.errorReason),
        failedAt: sql`now()`,
        updatedAt: sql`now()`,
        providerPayloads: payload(via, pp.raw),
      })
      .where(
        and(
          eq(payments.id, payment.id),
          // A late report of an earlier failed attempt never undoes a capture.
          inArray(payments.status, ['created', 'failed']),
          sql`${payments.providerPaymentId} is distinct from ${pp.id}`,
        ),
      )
      .returning();
    if (!row) return { outcome: 'unchanged', payment };
    await writeAudit(tx, actor, {
      action: 'payment.fail',
      entity: 'payment',
      entityId: row.id,
      before: { status: payment.status },
      after: { status: 'failed', via, providerPaymentId: pp.id, reason: row.failureReason },
    });
    return { outcome: 'applied', payment: row };
  }
  return { outcome: 'ignored', payment };
}
