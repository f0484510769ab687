import { paymentFailureReasonOf } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { failureReasonCodeOf } from './view.ts';

describe("a failed payment's reason, as a member is told it", () => {
  it("maps the provider's reason codes, anything else is unknown", () => {
    expect(paymentFailureReasonOf('payment_declined')).toBe('declined');
    expect(paymentFailureReasonOf('insufficient_funds')).toBe('insufficient_funds');
    expect(paymentFailureReasonOf('card_expired')).toBe('card_expired');
    expect(paymentFailureReasonOf('incorrect_otp')).toBe('authentication_failed');
    expect(paymentFailureReasonOf('payment_cancelled')).toBe('cancelled');
    expect(paymentFailureReasonOf('payment_timed_out')).toBe('timed_out');
    expect(paymentFailureReasonOf('bank_technical_error')).toBe('unknown');
    expect(paymentFailureReasonOf(null)).toBe('unknown');
  });

  it('reads the stored code, or derives it for rows failed before it was stored', () => {
    const row = { status: 'failed', failureReasonCode: null } as const;
    expect(
      failureReasonCodeOf({ ...row, failureReasonCode: 'insufficient_funds', failureCode: 'X' }),
    ).toBe('insufficient_funds');
    expect(failureReasonCodeOf({ ...row, failureCode: 'cancelled' })).toBe('cancelled');
    expect(failureReasonCodeOf({ ...row, failureCode: 'abandoned' })).toBe('timed_out');
    expect(failureReasonCodeOf({ ...row, failureCode: 'provider_error' })).toBe('provider_error');
    expect(failureReasonCodeOf({ ...row, failureCode: 'BAD_REQUEST_ERROR' })).toBe('unknown');
    expect(
      failureReasonCodeOf({ status: 'captured', failureCode: null, failureReasonCode: null }),
    ).toBe(null);
  });
});
