import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { Tx } from '../../db/client.ts';
import { paymentRefunds, payments } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { writeAudit } from '../audit/index.ts';
import './topics.ts';

type RefundRow = typeof paymentRefunds.$inferSelect;

/**
 * Asks for a refund of part of a captured payment, inside the transaction of its cause (an
 * order cancelled, rejected or an item removed): the refund is recorded as requested and
 * queued on the outbox ('payment.refund_requested'), so it reaches the provider after the
 * commit, at least once, or not at all. `key` names the cause: asked again for the same cause,
 * it refunds nothing more (null). Never more than what is left of the payment.
 *
 * Not a use case: a step inside its caller's transaction (it takes `tx`), which the caller's
 * use case opens, audits and commits.
 */
export async function requestRefund(
  tx: Tx,
  actor: Actor,
  input: { paymentId: number; amount: number; key: string; reason: string },
): Promise<RefundRow | null> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new Error('a refund is a positive integer amount in minor units');
  }
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, input.paymentId))
    .for('update');
  if (!payment || (payment.status !== 'captured' && payment.status !== 'refunded')) {
    throw new Error(`payment ${input.paymentId} is not captured: nothing to refund`);
  }
  const [asked] = await tx
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, payment.id));
  const [inserted] = await tx
    .insert(paymentRefunds)
    .values({
      paymentId: payment.id,
      key: input.key,
      amount: input.amount,
      reason: input.reason,
      requestedByStaffId: actor.kind === 'staff' ? actor.staffId : null,
      requestedByMemberId: actor.kind === 'member' ? actor.memberId : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) return null;
  if (Number(asked?.total ?? 0) + input.amount > payment.amount) {
    throw new Error(`refunds of payment ${payment.id} would exceed its amount`);
  }
  await enqueue(tx, 'payment.refund_requested', { refundId: inserted.id });
  await writeAudit(tx, actor, {
    action: 'payment.refund_request',
    entity: 'payment',
    entityId: payment.id,
    after: { refundId: inserted.id, amount: inserted.amount, key: inserted.key },
  });
  return inserted;
}
