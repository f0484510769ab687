import type { EventBookingFields } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { Tx } from '../../db/client.ts';
import { eventBookings } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { writeAudit } from '../audit/index.ts';
import { postLedgerEntry } from '../ledger/index.ts';
import type { EventBookingRow, Priced } from './booking-store.ts';
import type { EventRow } from './view.ts';

/**
 * Writes a booking whose places are already taken (a booking, a waitlist offer confirmed):
 * the row, its charge on the member's ledger, the audit entry and the member's mail, in the
 * caller's transaction.
 */
export async function makeBooking(
  tx: Tx,
  actor: Actor,
  memberId: number,
  event: EventRow,
  f: Omit<EventBookingFields, 'eventId' | 'dependentIds'>,
  p: Priced,
  audit: { action: string; after?: object } = { action: 'events.booking.book' },
): Promise<EventBookingRow> {
  const [b] = await tx
    .insert(eventBookings)
    .values({
      eventId: event.id,
      memberId,
      who: f.who,
      dependents: p.dependents,
      guests: f.guests,
      buffetVeg: f.buffetVeg,
      buffetNonVeg: f.buffetNonVeg,
      tableSize: f.tableSize,
      partner: f.partner,
      comments: f.comments,
      heads: p.heads,
      lines: p.lines,
      total: p.total,
      paymentMethod: f.paymentMethod,
      bookedByMember: actor.actingForMemberId ? null : memberId,
      bookedByStaff: actor.actingForMemberId ? actor.staffId : null,
    })
    .returning();
  if (p.total > 0) {
    await postLedgerEntry(tx, {
      memberId,
      kind: 'charge',
      source: 'event_booking',
      sourceId: String(b!.id),
      text: { key: 'event.charge', params: { bookingId: b!.id, event: event.title } },
      amount: p.total,
      createdByStaffId: actor.actingForMemberId ? actor.staffId : null,
      createdByMemberId: actor.actingForMemberId ? null : memberId,
    });
  }
  await writeAudit(tx, actor, {
    action: audit.action,
    entity: 'event_booking',
    entityId: b!.id,
    after: audit.after ?? { ...f, heads: p.heads, total: p.total },
  });
  await enqueue(tx, 'event_booking.changed', { bookingId: b!.id, news: 'booked' });
  return b!;
}
