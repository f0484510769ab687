import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema/index.ts';
import { syncWithProvider } from './sync-with-provider.ts';

export interface ReconcileOptions {
  /** Leave payments younger than this alone (their browser return may still come). */
  graceSeconds?: number;
  /** After this, an order nobody paid is recorded as abandoned. */
  abandonMinutes: number;
  limit?: number;
}

export interface ReconcileSummary {
  checked: number;
  captured: number;
  failed: number;
  abandoned: number;
  errors: number;
}

/**
 * Settles payments whose browser return never came: asks the provider about each open
 * order (created or authorized, or failed attempts whose checkout nobody closed: the member
 * may still retry) and applies what it says, exactly as the return or the webhook would (one
 * capture whatever arrives first); after the time limit, gives up waiting for it.
 */
export async function reconcilePayments(
  ctx: AppContext,
  actor: Actor,
  options: ReconcileOptions,
): Promise<ReconcileSummary> {
  const { db } = ctx;
  const grace = options.graceSeconds ?? 120;
  const open = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, ctx.payments.name),
        or(
          inArray(payments.status, ['created', 'authorized']),
          and(eq(payments.status, 'failed'), isNull(payments.closedAt)),
        ),
        isNotNull(payments.providerOrderId),
        lt(payments.createdAt, sql`now() - make_interval(secs => ${grace})`),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(options.limit ?? 200);
  const summary: ReconcileSummary = { checked: 0, captured: 0, failed: 0, abandoned: 0, errors: 0 };
  const abandonBefore = Date.now() - options.abandonMinutes * 60_000;
  for (const payment of open) {
    summary.checked++;
    try {
      const abandoned = payment.createdAt.getTime() < abandonBefore;
      const { outcome, payment: after } = await syncWithProvider(
        ctx,
        actor,
        payment,
        'reconcile',
        abandoned
          ? { code: 'abandoned', reason: 'The payment was not completed in time.' }
          : undefined,
      );
      if (outcome !== 'applied') continue;
      if (after.status === 'captured') summary.captured++;
      else if (after.failureCode === 'abandoned') summary.abandoned++;
      else if (after.status === 'failed') summary.failed++;
    } catch (err) {
      summary.errors++;
      ctx.log.warn({ err, paymentId: payment.id }, 'payment reconciliation failed');
    }
  }
  return summary;
}
