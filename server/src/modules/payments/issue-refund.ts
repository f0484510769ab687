import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { paymentRefunds, payments } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import type { RefundRequested } from './topics.ts';

/**
 * The outbox's 'payment.refund_requested': sends a requested refund to the provider and
 * records it issued. Idempotent: an issued refund is not sent again, the provider is asked
 * with the receipt `refund-<id>` (a retry after a crash between its answer and our commit gets
 * the refund it already made), and the move to issued is a conditional update, so the
 * payment's refunded amount and the ledger's refund entry are written once. A provider
 * refusal throws: the worker retries with backoff.
 */
export async function issueRefund(
  ctx: AppContext,
  actor: Actor,
  input: RefundRequested,
): Promise<void> {
  const [found] = await ctx.db
    .select({ refund: paymentRefunds, payment: payments })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.id, input.refundId));
  if (!found || found.refund.status === 'issued') return;
  const { refund, payment } = found;
  if (!payment.providerPaymentId) {
    throw new Error(`payment ${payment.id} has no provider payment to refund`);
  }
  const answer = await ctx.payments.refund({
    paymentId: payment.providerPaymentId,
    amount: refund.amount,
    receipt: `refund-${refund.id}`,
  });
  if (answer.status === 'failed') {
    throw new Error(`the provider refused refund ${refund.id} (${answer.id})`);
  }
  if (answer.amount !== refund.amount) {
    throw new Error(`the provider refunded ${answer.amount} for refund ${refund.id}`);
  }

  await ctx.db.transaction(async (tx) => {
    const [issued] = await tx
      .update(paymentRefunds)
      .set({
        status: 'issued',
        providerRefundId: answer.id,
        providerPayload: answer.raw as object,
        issuedAt: sql`now()`,
      })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'requested')))
      .returning();
    if (!issued) return; // another delivery of this job recorded it first
    const [after] = await tx
      .update(payments)
      .set({
        amountRefunded: sql`${payments.amountRefunded} + ${issued.amount}`,
        status: sql`case when ${payments.amountRefunded} + ${issued.amount} >= ${payments.amount} then 'refunded' else ${payments.status} end`,
        updatedAt: sql`now()`,
        providerPayloads: sql`${payments.providerPayloads} || ${JSON.stringify([{ at: new Date().toISOString(), via: 'refund', body: answer.raw }])}::jsonb`,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    await ctx.paymentPurposes[after!.purpose].refunded(ctx, tx, actor, after!, issued);
    await writeAudit(tx, actor, {
      action: 'payment.refund',
      entity: 'payment',
      entityId: payment.id,
      before: { amountRefunded: payment.amountRefunded },
      after: {
        refundId: issued.id,
        providerRefundId: answer.id,
        amount: issued.amount,
        amountRefunded: after!.amountRefunded,
        status: after!.status,
      },
    });
  });
}
