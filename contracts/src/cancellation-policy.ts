import { z } from 'zod';
import type { CANCELLATION_POLICY_KINDS } from './enums.ts';

export type CancellationPolicyKind = (typeof CANCELLATION_POLICY_KINDS)[number];

export const cancellationTierSchema = z.object({
  /** From this many days before the start (inclusive) ... */
  minDaysBefore: z.coerce
    .number({ message: 'validation.days' })
    .int({ message: 'validation.days' })
    .min(0, { message: 'validation.days' })
    .max(365, { message: 'validation.days' }),
  /** ... this percentage of the price comes back. */
  refundPercent: z.coerce
    .number({ message: 'validation.percent' })
    .int({ message: 'validation.percent' })
    .min(0, { message: 'validation.percent' })
    .max(100, { message: 'validation.percent' }),
});
export type CancellationTier = z.infer<typeof cancellationTierSchema>;

/**
 * A policy: one to ten tiers, each with its own day count, one of them from day 0 (so every
 * cancellation falls under a tier). Stored and answered with the tiers longest notice first.
 */
export const cancellationPolicySchema = z
  .object({ tiers: z.array(cancellationTierSchema).min(1).max(10) })
  .superRefine((policy, issue) => {
    const days = policy.tiers.map((t) => t.minDaysBefore);
    days.forEach((d, i) => {
      if (days.indexOf(d) !== i)
        issue.addIssue({
          code: 'custom',
          path: ['tiers', i, 'minDaysBefore'],
          message: 'validation.tierDuplicate',
        });
    });
    if (!days.includes(0))
      issue.addIssue({ code: 'custom', path: ['tiers'], message: 'validation.tierFromZero' });
  })
  .transform((policy) => ({
    tiers: [...policy.tiers].sort((a, b) => b.minDaysBefore - a.minDaysBefore),
  }));
export type CancellationPolicy = z.output<typeof cancellationPolicySchema>;

export const cancellationPoliciesSchema = z.object({
  chambers: cancellationPolicySchema,
  banquets: cancellationPolicySchema,
});
export type CancellationPolicies = z.output<typeof cancellationPoliciesSchema>;

/** What a new club starts with (the office edits them under the general settings). */
export const DEFAULT_CANCELLATION_POLICIES: CancellationPolicies = {
  chambers: {
    tiers: [
      { minDaysBefore: 7, refundPercent: 100 },
      { minDaysBefore: 2, refundPercent: 50 },
      { minDaysBefore: 0, refundPercent: 0 },
    ],
  },
  banquets: {
    tiers: [
      { minDaysBefore: 30, refundPercent: 90 },
      { minDaysBefore: 7, refundPercent: 50 },
      { minDaysBefore: 0, refundPercent: 0 },
    ],
  },
};

/** The tier a cancellation this many days before the start falls under (none after it began). */
export function cancellationTier(
  policy: CancellationPolicy,
  daysBefore: number,
): CancellationTier | undefined {
  if (daysBefore < 0) return undefined;
  return [...policy.tiers]
    .sort((a, b) => b.minDaysBefore - a.minDaysBefore)
    .find((tier) => daysBefore >= tier.minDaysBefore);
}

export interface CancellationRefund {
  /** Whole days from the cancellation's date to the start's date, in the club's time zone. */
  daysBefore: number;
  refundPercent: number;
  /** Of `paidMinor`, in minor units, rounded down to the paisa. */
  refundMinor: number;
}

/**
 * What cancelling refunds of an amount in minor units: the tier's percentage, rounded down to
 * the minor unit (the club never refunds a fraction of a paisa it was not paid). Dates are
 * ISO calendar dates (YYYY-MM-DD) in the club's time zone.
 */
export function cancellationRefund(
  policy: CancellationPolicy,
  paidMinor: number,
  cancelledOn: string,
  startsOn: string,
): CancellationRefund {
  const daysBefore = Math.round(
    (Date.parse(`${startsOn}T00:00:00Z`) - Date.parse(`${cancelledOn}T00:00:00Z`)) / 86_400_000,
  );
  const refundPercent = cancellationTier(policy, daysBefore)?.refundPercent ?? 0;
  return { daysBefore, refundPercent, refundMinor: Math.floor((paidMinor * refundPercent) / 100) };
}
