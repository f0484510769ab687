import { describe, expect, it } from 'vitest';
import {
  cancellationPolicySchema,
  cancellationRefund,
  DEFAULT_CANCELLATION_POLICIES,
} from './cancellation-policy.ts';

const halls = DEFAULT_CANCELLATION_POLICIES.banquets;

describe('cancellation policy', () => {
  it('refunds by whole days before the start, tier by tier', () => {
    expect(cancellationRefund(halls, 100_000, '2026-11-01', '2026-12-01')).toEqual({
      daysBefore: 30,
      refundPercent: 90,
      refundMinor: 90_000,
    });
    expect(cancellationRefund(halls, 100_000, '2026-11-02', '2026-12-01').refundPercent).toBe(50);
    expect(cancellationRefund(halls, 100_000, '2026-11-24', '2026-12-01').refundPercent).toBe(50);
    expect(cancellationRefund(halls, 100_000, '2026-11-25', '2026-12-01').refundPercent).toBe(0);
    expect(cancellationRefund(halls, 100_000, '2026-12-01', '2026-12-01').refundPercent).toBe(0);
  });

  it('refunds nothing once the start has passed, and never a fraction of a paisa', () => {
    expect(cancellationRefund(halls, 100_000, '2026-12-02', '2026-12-01')).toMatchObject({
      daysBefore: -1,
      refundMinor: 0,
    });
    expect(cancellationRefund(halls, 333, '2026-10-01', '2026-12-01').refundMinor).toBe(299);
  });

  it('counts days across a change of month and year', () => {
    expect(cancellationRefund(halls, 1000, '2026-12-31', '2027-01-07').daysBefore).toBe(7);
  });

  it('keeps the tiers longest notice first, and refuses duplicates or a policy without day 0', () => {
    const parsed = cancellationPolicySchema.parse({
      tiers: [
        { minDaysBefore: 0, refundPercent: 0 },
        { minDaysBefore: 10, refundPercent: 80 },
      ],
    });
    expect(parsed.tiers.map((t) => t.minDaysBefore)).toEqual([10, 0]);
    const twice = cancellationPolicySchema.safeParse({
      tiers: [
        { minDaysBefore: 0, refundPercent: 0 },
        { minDaysBefore: 0, refundPercent: 50 },
      ],
    });
    expect(twice.error?.issues.map((i) => i.message)).toContain('validation.tierDuplicate');
    const noZero = cancellationPolicySchema.safeParse({
      tiers: [{ minDaysBefore: 3, refundPercent: 50 }],
    });
    expect(noZero.error?.issues.map((i) => i.message)).toEqual(['validation.tierFromZero']);
    const over = cancellationPolicySchema.safeParse({
      tiers: [{ minDaysBefore: 0, refundPercent: 101 }],
    });
    expect(over.error?.issues[0]?.path).toEqual(['tiers', 0, 'refundPercent']);
  });
});
