import type { BookingRow } from './booking-store.ts';

/** The final bill: the plates on actuals (final count over the asked one at the package's price). */
export function finalBill(b: BookingRow) {
  const extraPlates = (b.finalGuests ?? b.guests) - b.guests;
  const extra = extraPlates * b.costPerGuest;
  const subtotal = b.subtotal + extra;
  const tax = Math.round((subtotal * b.taxRate) / 10_000);
  const finalTotal = subtotal + tax;
  return { extraPlates, extra, tax, finalTotal, balance: finalTotal - (b.advance ?? 0) };
}
