import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { Tx } from '../../../db/client.ts';
import { payments } from '../../../db/schema/index.ts';
import { postLedgerEntry } from '../../ledger/index.ts';
import { requestRefund } from '../../payments/index.ts';
import { refundOf, type BookingRow } from '../bookings/booking-store.ts';

/**
 * A booking cancelled: what the policy copy gives back of the advance charged (nothing for a
 * request) is credited to the member's account in the same transaction; when the advance was
 * paid by card, that share goes back to the card too (a refund through the outbox, posted on
 * the ledger when the provider issues it). Answers the refund.
 */
export async function refundOnCancel(
  tx: Tx,
  actor: Actor,
  b: BookingRow,
  today: string,
): Promise<number> {
  const { refund } = refundOf(b, today);
  if (refund > 0) {
    await postLedgerEntry(tx, {
      memberId: b.memberId,
      kind: 'credit',
      source: 'banquet_booking',
      sourceId: String(b.id),
      text: { key: 'banquet.refund', params: { bookingId: b.id } },
      amount: -refund,
      taxAmount: 0,
      createdByStaffId: actor.kind === 'staff' ? actor.staffId : null,
      createdByMemberId: actor.kind === 'member' ? actor.memberId : null,
    });
  }
  if (refund > 0 && b.advancePaidAt) {
    // The payment that paid the advance: the first captured for the booking.
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.purpose, 'banquet_advance'),
          eq(payments.memberId, b.memberId),
          inArray(payments.status, ['captured', 'refunded']),
          or(eq(payments.reference, String(b.id)), like(payments.reference, `${b.id}/%`)),
        ),
      )
      .orderBy(asc(payments.capturedAt), asc(payments.id))
      .limit(1);
    if (paid) {
      await requestRefund(tx, actor, {
        paymentId: paid.id,
        amount: refund,
        key: 'cancelled',
        reason: 'The hall booking was cancelled under its cancellation policy.',
      });
    }
  }
  return refund;
}
