import type { Actor } from '../../actor.ts';
import type { Tx } from '../../db/client.ts';
import { postLedgerEntry } from '../ledger/index.ts';
import { refundOf, type BookingRow } from './booking-store.ts';

/**
 * A booking cancelled: what the policy copy gives back of the advance charged (nothing for a
 * request) is credited to the member's account in the same transaction; answers the refund.
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
  return refund;
}
