import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { giveUpPayment } from './give-up-payment.ts';

/**
 * Another module stops waiting for one of its payments (an event cancelled with card bookings
 * still at the checkout), inside its transaction: the payment is given up as a closed checkout
 * (its purpose's `givenUp` runs). Its row is taken with SKIP LOCKED: a payment the provider's
 * report is settling at this moment is left to it (its capture then finds what it paid for gone
 * and refunds it), so the caller's locks and the payment's never wait on each other. Answers
 * whether it was closed here.
 */
export async function giveUpOpenPayment(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  paymentId: number,
  reason: string,
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), isNull(payments.closedAt)))
    .for('update', { skipLocked: true });
  if (!row || (row.status !== 'created' && row.status !== 'failed')) return false;
  const out = await giveUpPayment(ctx, tx, actor, row, 'cancelled', reason);
  return out.payment.closedAt !== null;
}
