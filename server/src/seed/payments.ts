import { and, asc, gte, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { members, payments } from '../db/schema/index.ts';
import { providerId } from '../payments/signatures.ts';
import { postLedgerEntry } from '../modules/ledger/index.ts';
import { rng } from './random.ts';

const DESCRIPTIONS = [
  'Club dues',
  'Monthly bill',
  'Bar and restaurant bill',
  'Subscription and bar bill',
  'Dues: advance payment',
];

/**
 * Demo online payments for the payment report and the admin dashboard: about forty of the
 * generated members (M1004 on; the README's demo accounts are left alone) paid online over
 * the last three months, mostly captured (each with its ledger entry), some declined and
 * some abandoned, made through the sandbox.
 */
export async function seedDemoPayments(tx: Tx, opts: { now?: Date; currency?: string } = {}) {
  const now = opts.now ?? new Date();
  const currency = opts.currency ?? 'INR';
  const random = rng(4242);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const candidates = await tx
    .select({ id: members.id, code: members.code })
    .from(members)
    .where(
      and(inArray(members.status, ['Active', 'Suspended', 'Lapsed']), gte(members.code, 'M1004')),
    )
    .orderBy(asc(members.id));
  const chosen = candidates.filter(() => random() < 0.2).slice(0, 40);
  let n = 0;
  for (const m of chosen) {
    const count = 1 + Math.floor(random() * 2);
    for (let i = 0; i < count; i++) {
      // Spread over the last 90 days, a third of them this month.
      const daysAgo =
        random() < 0.35
          ? Math.floor(random() * Math.max(1, now.getDate() - 1))
          : Math.floor(random() * 90);
      const createdAt = new Date(
        now.getTime() - daysAgo * 86_400_000 - Math.floor(random() * 8) * 3_600_000 - 3_600_000,
      );
      const amount = pick([1_000_00, 1_500_00, 2_500_00, 3_500_00, 5_000_00, 7_500_00, 12_345_50]);
      const roll = random();
      const status = roll < 0.75 ? 'captured' : roll < 0.9 ? 'failed' : 'abandoned';
      const orderId = providerId('order');
      const paymentId = status === 'abandoned' ? null : providerId('pay');
      const capturedAt = status === 'captured' ? new Date(createdAt.getTime() + 90_000) : null;
      const [row] = await tx
        .insert(payments)
        .values({
          purpose: 'dues',
          memberId: m.id,
          description: pick(DESCRIPTIONS),
          amount,
          currency,
          provider: 'sandbox',
          providerOrderId: orderId,
          providerPaymentId: paymentId,
          status: status === 'abandoned' ? 'failed' : status,
          attempts: paymentId ? 1 : 0,
          failureCode:
            status === 'failed' ? 'BAD_REQUEST_ERROR' : status === 'abandoned' ? 'abandoned' : null,
          failureReasonCode:
            status === 'failed' ? 'declined' : status === 'abandoned' ? 'timed_out' : null,
          failureReason:
            status === 'failed'
              ? 'Your payment has been declined by the bank.'
              : status === 'abandoned'
                ? 'The payment was not completed in time.'
                : null,
          settledVia: status === 'captured' ? pick(['return', 'return', 'webhook'] as const) : null,
          createdAt,
          updatedAt: capturedAt ?? createdAt,
          capturedAt,
          failedAt: status === 'captured' ? null : new Date(createdAt.getTime() + 120_000),
          // Nobody waits for a failed demo payment any more.
          closedAt: status === 'captured' ? null : new Date(createdAt.getTime() + 120_000),
        })
        .returning();
      if (status === 'captured') {
        await postLedgerEntry(tx, {
          memberId: m.id,
          kind: 'payment',
          source: 'dues',
          sourceId: String(row!.id),
          text: { key: 'dues.payment', params: { description: row!.description } },
          amount: -amount,
          postedAt: capturedAt!,
          createdByMemberId: m.id,
        });
      }
      n++;
    }
  }
  return n;
}
