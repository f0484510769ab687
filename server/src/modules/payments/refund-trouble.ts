import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RefundTrouble } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { outbox, paymentRefunds } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';

const TOPIC = 'payment.refund_requested';

/** The outbox jobs of the refunds of these payments still waiting for the provider. */
const waitingJobs = (db: DbOrTx, paymentIds: number[]) =>
  db
    .select({ paymentId: paymentRefunds.paymentId, jobId: outbox.id, status: outbox.status })
    .from(paymentRefunds)
    .innerJoin(
      outbox,
      and(
        eq(outbox.topic, TOPIC),
        sql`(${outbox.payload}->>'refundId')::int = ${paymentRefunds.id}`,
      ),
    )
    .where(
      and(
        inArray(paymentRefunds.paymentId, paymentIds),
        eq(paymentRefunds.status, 'requested'),
        sql`${outbox.attempts} > 0`,
      ),
    );

/**
 * Refunds the provider has refused, by payment: 'retrying' while the outbox still tries
 * again by itself, 'given_up' once it stopped (staff must look, and may try again).
 */
export async function refundTroubles(
  db: DbOrTx,
  paymentIds: number[],
): Promise<Map<number, RefundTrouble>> {
  const found = new Map<number, RefundTrouble>();
  if (paymentIds.length === 0) return found;
  for (const job of await waitingJobs(db, paymentIds)) {
    if (job.status === 'dead') found.set(job.paymentId, 'given_up');
    else if (!found.has(job.paymentId)) found.set(job.paymentId, 'retrying');
  }
  return found;
}

/**
 * Sends a payment's given-up refunds to the provider again (staff's "try again"): their jobs
 * wait again, with their attempts counted afresh. Answers how many were queued.
 */
export async function retryRefunds(tx: Tx, actor: Actor, paymentId: number): Promise<number> {
  const dead = (await waitingJobs(tx, [paymentId])).filter((j) => j.status === 'dead');
  if (dead.length === 0) return 0;
  await tx
    .update(outbox)
    .set({ status: 'pending', attempts: 0, availableAt: sql`now()`, lockedUntil: null })
    .where(
      and(
        inArray(
          outbox.id,
          dead.map((j) => j.jobId),
        ),
        eq(outbox.status, 'dead'),
      ),
    );
  await writeAudit(tx, actor, {
    action: 'payment.refund_retry',
    entity: 'payment',
    entityId: paymentId,
    after: { jobs: dead.length },
  });
  return dead.length;
}
