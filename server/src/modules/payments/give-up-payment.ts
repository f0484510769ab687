import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import type { ApplyOutcome } from './apply-provider-payment.ts';
import { GIVE_UP_REASONS, type GiveUpCode, type PaymentRow } from './view.ts';

/**
 * The portal stops waiting for a payment that was not captured: its checkout was closed, it
 * was abandoned, or the provider refused to create its order. A payment nobody paid becomes
 * failed with the code and reason; one whose attempts failed (a declined card) keeps its
 * failure. Once only (`closed_at`), and then its purpose gives up what it was for (an order
 * is cancelled, its slot freed). A capture that still arrives later is applied as any.
 *
 * Not a use case: a step inside its caller's transaction (it takes `tx`): closing a checkout,
 * reconciling, a provider's refusal (`giveUpOpenPayment` is the use case other modules call).
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
