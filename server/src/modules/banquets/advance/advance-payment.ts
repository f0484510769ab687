import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentPurposeHandler } from '../../../context.ts';
import { banquetBookings } from '../../../db/schema/index.ts';
import { enqueue } from '../../../jobs/outbox.ts';
import { writeAudit } from '../../audit/index.ts';
import { postLedgerEntry } from '../../ledger/index.ts';
import { requestRefund, type PaymentRow } from '../../payments/index.ts';
import { lockBooking } from '../bookings/booking-store.ts';

/*
 * A confirmed hall booking's advance paid by card (purpose 'banquet_advance', reference = the
 * booking's id, or '<booking>/<payment>' for an attempt given up: see pay-advance-by-card.ts).
 * The payments module calls these once, in its transaction, whichever of the browser's return,
 * the webhook or the reconciliation reports the capture first.
 */

/** The booking a payment is for (its reference's leading number). */
export const bookingOfPayment = (payment: PaymentRow) =>
  Number.parseInt(payment.reference ?? '', 10);

/** The ledger's source id of a card payment: never the advance charge's ('<id>:advance'). */
export const cardPaymentSourceId = (bookingId: number, paymentId: number) =>
  `${bookingId}:card:${paymentId}`;

export const banquetAdvancePaymentPurpose: PaymentPurposeHandler = {
  /**
   * The card paid: the advance is marked paid (`advance_paid_at`), the payment goes on the
   * member's ledger beside the advance charge, audited, and the member is mailed. A payment
   * that finds no advance due (the booking cancelled or rejected, or already paid by another
   * attempt) is recorded and refunded in full.
   */
  async captured(ctx, tx, actor, payment) {
    const b = await lockBooking(tx, bookingOfPayment(payment));
    const by = {
      createdByMemberId: payment.createdByStaffId ? null : payment.memberId,
      createdByStaffId: payment.createdByStaffId,
    };
    const due =
      (b.status === 'confirmed' || b.status === 'completed') &&
      b.advancePaidAt === null &&
      b.advance === payment.amount;
    if (!due) {
      await postLedgerEntry(tx, {
        memberId: payment.memberId,
        kind: 'payment',
        source: 'banquet_booking',
        sourceId: cardPaymentSourceId(b.id, payment.id),
        text: { key: 'banquet.card_payment_late', params: { bookingId: b.id } },
        amount: -payment.amount,
        ...by,
      });
      await requestRefund(tx, actor, {
        paymentId: payment.id,
        amount: payment.amount,
        key: 'unapplied',
        reason: 'No advance was due on the hall booking when the payment arrived.',
      });
      await writeAudit(tx, actor, {
        action: 'banquets.booking.late_payment',
        entity: 'banquet_booking',
        entityId: b.id,
        after: { status: b.status, paymentId: payment.id, refunded: payment.amount },
      });
      return;
    }
    const paidAt = ctx.clock.now();
    await tx
      .update(banquetBookings)
      .set({ advancePaidAt: paidAt, version: b.version + 1, updatedAt: new Date() })
      .where(and(eq(banquetBookings.id, b.id), isNull(banquetBookings.advancePaidAt)));
    await postLedgerEntry(tx, {
      memberId: b.memberId,
      kind: 'payment',
      source: 'banquet_booking',
      sourceId: cardPaymentSourceId(b.id, payment.id),
      text: { key: 'banquet.card_payment', params: { bookingId: b.id, date: b.date } },
      amount: -payment.amount,
      ...by,
    });
    await writeAudit(tx, actor, {
      action: 'banquets.booking.advance_paid',
      entity: 'banquet_booking',
      entityId: b.id,
      before: { advancePaidAt: null },
      after: { advancePaidAt: paidAt.toISOString(), paymentId: payment.id, amount: payment.amount },
    });
    await enqueue(tx, 'banquet_booking.changed', { bookingId: b.id, kind: 'advance_paid' });
  },

  /** Nobody paid: the advance stays due (on the account), and the member may try again. */
  async givenUp() {},

  /** A refund reached the card: the ledger records the money going back, linked to the booking. */
  async refunded(_ctx, tx, actor, payment, refund) {
    const bookingId = bookingOfPayment(payment);
    await postLedgerEntry(tx, {
      memberId: payment.memberId,
      kind: 'refund',
      source: 'banquet_booking',
      sourceId: `${bookingId}:card_refund:${refund.id}`,
      text: { key: 'banquet.card_refund', params: { bookingId } },
      amount: refund.amount,
      createdByStaffId: actor.kind === 'staff' ? actor.staffId : null,
    });
  },

  returnPath: () => '/member/banquet/myBooking',
};
