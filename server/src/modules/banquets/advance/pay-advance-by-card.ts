import { and, eq } from 'drizzle-orm';
import type { BanquetAdvancePayment, ErrorCode } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { members, payments } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import {
  checkoutOf,
  openCheckout,
  paymentText,
  recordPayment,
  type PaymentRow,
} from '../../payments/index.ts';
import { getSettings, clubToday } from '../../settings/index.ts';
import { lockBooking } from '../bookings/booking-store.ts';
import { bookingById } from '../bookings/booking-view.ts';

const refuse = (code: ErrorCode, detail: string) => conflict(detail, code);

/**
 * The member pays their confirmed booking's advance by card (purpose 'banquet_advance',
 * reference = the booking's id): under the booking's row lock, the payment is recorded (status
 * created) and, after the commit, the provider's order is created; the answer carries the
 * checkout, opened as a dues payment's. Asked again while that checkout is open, it answers the
 * same checkout (one payment per booking: the unique (purpose, reference) index). A checkout
 * given up (closed, abandoned, refused by the provider) keeps its payment under the reference
 * '<booking>/<payment>' (a capture that still arrives is applied to the booking, or refunded),
 * so the member can start again. The capture is advance-payment.ts.
 */
export async function payAdvanceByCard(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<BanquetAdvancePayment> {
  const memberId = memberScope(actor);
  const today = await clubToday(ctx);
  const settings = await getSettings(ctx.db);
  const [member] = await ctx.db.select().from(members).where(eq(members.id, memberId));
  if (!member) throw notFound('No such member.');
  const reference = String(input.id);

  const taken = await ctx.db.transaction(async (tx) => {
    const b = await lockBooking(tx, input.id, memberId);
    if (b.advancePaidAt) {
      throw refuse('advance_paid', 'The advance of this booking is already paid.');
    }
    if (b.status !== 'confirmed') {
      throw refuse(
        'booking_not_confirmed',
        'Only a confirmed booking’s advance can be paid by card.',
      );
    }
    if (!b.advance || b.advance <= 0) {
      throw refuse('no_advance_due', 'No advance is due on this booking.');
    }
    // An attempt given up steps aside (kept whole, under its own reference).
    const created = await recordPayment(ctx, actor, {
      tx,
      purpose: 'banquet_advance',
      reference,
      memberId,
      text: paymentText({ key: 'banquet.advance', params: { bookingId: b.id, date: b.date } }),
      amount: b.advance,
      currency: settings.currency,
      audited: { purpose: 'banquet_advance', reference, amount: b.advance },
      givenUpStepsAside: true,
      unlessTaken: true,
    });
    if (created) {
      return { created, open: null as PaymentRow | null };
    }
    const [open] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.purpose, 'banquet_advance'), eq(payments.reference, reference)));
    return { created: null, open: open ?? null };
  });

  let checkout;
  if (taken.created) {
    // After the commit: the provider's order (a refusal gives the payment up: 502).
    ({ checkout } = await openCheckout(ctx, actor, taken.created, {
      receipt: `banquet-${taken.created.id}`,
      member,
    }));
  } else {
    const open = taken.open;
    if (!open || open.status === 'captured' || open.status === 'refunded') {
      throw refuse('advance_paid', 'The advance of this booking is already paid.');
    }
    if (!open.providerOrderId) {
      throw refuse(
        'payment_in_progress',
        'A payment of this advance is being opened. Try again in a moment.',
      );
    }
    checkout = await checkoutOf(ctx, open, member);
  }
  return { booking: await bookingById(ctx.db, input.id, today, memberId), checkout };
}
