import { describe, expect, it } from 'vitest';
import { hmacHex, providerId, signatureMatches } from './signatures.ts';

describe('payment signatures', () => {
  it('signs with HMAC-SHA256 in hex', () => {
    // RFC 4231, test case 2.
    expect(hmacHex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('matches a signature in any case, and nothing of another length or not hex', () => {
    const expected = hmacHex('secret', 'order_1|pay_1');
    expect(signatureMatches(expected, expected)).toBe(true);
    expect(signatureMatches(expected, expected.toUpperCase())).toBe(true);
    expect(signatureMatches(expected, hmacHex('secret', 'order_1|pay_2'))).toBe(false);
    expect(signatureMatches(expected, expected.slice(0, -2))).toBe(false);
    expect(signatureMatches(expected, `${expected.slice(0, -1)}g`)).toBe(false);
    expect(signatureMatches(expected, '')).toBe(false);
  });

  it('makes Razorpay-style ids: the prefix and 14 base-62 characters, new each time', () => {
    const id = providerId('pay');
    expect(id).toMatch(/^pay_[0-9A-Za-z]{14}$/);
    expect(providerId('pay')).not.toBe(id);
  });
});
