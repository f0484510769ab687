/**
 * A checkout attempt's idempotency key (contracts' checkoutRequest: 16 to 64 of [A-Za-z0-9_-]):
 * the same key for a double click or a retry places one order; a new one after a success.
 */
export function newCheckoutKey(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
