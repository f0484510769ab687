import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `message` with `secret`, hex (the signature Razorpay and the sandbox use). */
export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares a given hex signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]+$/i.test(givenHex) || givenHex.length !== expectedHex.length) return false;
  return timingSafeEqual(
    Buffer.from(expectedHex, 'hex'),
    Buffer.from(givenHex.toLowerCase(), 'hex'),
  );
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Razorpay-style id: `prefix_` and 14 base-62 characters. */
export function providerId(prefix: string): string {
  const bytes = randomBytes(14);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % 62];
  return `${prefix}_${out}`;
}
