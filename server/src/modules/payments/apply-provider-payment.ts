import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import type { ProviderPayment } from '../../payments/provider.ts';
import { paymentFailureReasonOf } from '@club/contracts';
import { GIVE_UP_REASONS, type GiveUpCode, type PaymentRow } from './view.ts';

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

export type { GiveUpCode } from './view.ts';

/**
 * The portal stops waiting for a payment that was not captured: its checkout was closed, it
 * was abandoned, or the provider refused to create its order. A payment nobody paid becomes
 * failed with the code and reason; one whose attempts failed (a declined card) keeps its
 * failure. Once only (`closed_at`), and then its purpose gives up what it was for (an order
 * is cancelled, its slot freed). A capture that still arrives later is applied as any.
 */
export async function giveUpPayment(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  payment: PaymentRow,
  code: GiveUpCode,
  reason: string,
): Promise<{ outcome: ApplyOutcome; payment: PaymentRow }> {
  const unpaid = payment.status === 'created';
  const [row] = await tx
    .update(payments)
    .set({
      status: 'failed',
      ...(unpaid
        ? {
            failureCode: code,
            failureReason: reason,
            failureReasonCode: GIVE_UP_REASONS[code],
            failedAt: sql`now()`,
          }
        : {}),
      closedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(payments.id, payment.id),
        eq(payments.status, unpaid ? 'created' : 'failed'),
        isNull(payments.closedAt),
      ),
    )
    .returning();
  if (!row) return { outcome: 'unchanged', payment };
  if (unpaid) {
    const refused = code === 'provider_error';
    await writeAudit(tx, actor, {
      action: refused ? 'payment.fail' : `payment.${code}`,
      entity: 'payment',
      entityId: row.id,
      before: { status: payment.status },
      after: { status: 'failed', reason: refused ? code : reason },
    });
  }
  await ctx.paymentPurposes[row.purpose].givenUp(ctx, tx, actor, row);
  return { outcome: unpaid ? 'applied' : 'unchanged', payment: row };
}
