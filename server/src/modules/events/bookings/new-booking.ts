import type { SQLWrapper } from 'drizzle-orm';
import type { AuditAction, EventBookingFields } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { eventBookings } from '../../../db/schema/index.ts';
import { writeTogether } from '../../../db/write-together.ts';
import { outboxInsert } from '../../../jobs/outbox.ts';
import { auditInsert } from '../../audit/index.ts';
import { ledgerEntryInsert } from '../../ledger/index.ts';
import { paymentText, recordPayment, type PaymentRow } from '../../payments/index.ts';
import { getSettingsRow } from '../../settings/index.ts';
import { partyColumns, type EventBookingRow, type Priced } from './booking-store.ts';
import { titleParam, type EventRow } from '../catalog/view.ts';

export interface MadeBooking {
  booking: EventBookingRow;
  /** By card: the payment the booking waits for (its checkout is opened after the commit). */
  payment: PaymentRow | null;
}

/**
 * Writes a booking whose places are taken with it (a booking) or already (a waitlist offer
 * confirmed), in the caller's transaction. On account: the row, its charge on the member's
 * ledger, the audit entry and the member's mail. By card (and something to pay): the row waits
 * in `pending_payment` (holding its places, nothing on the ledger) with its payment (purpose
 * 'event_booking', reference = the booking's id); the capture books it, charges and mails
 * (card-payment.ts). A free booking asked by card is booked on account: nothing to pay.
 *
 * The row is inserted first (its id names the rest); the charge, audit entry and job then go
 * in one statement (db/write-together.ts), with `last` when given: a booking passes the update
 * that takes its places (takePlaces), so the event's row is held from that statement on.
 */
export async function writeNewBooking(
  ctx: Pick<AppContext, 'payments'>,
  tx: Tx,
  actor: Actor,
  memberId: number,
  event: EventRow,
  f: Omit<EventBookingFields, 'eventId' | 'dependentIds'>,
  p: Priced,
  opts: {
    audit?: { action: AuditAction; after?: object };
    last?: (writes: SQLWrapper[]) => Promise<void>;
  } = {},
): Promise<MadeBooking> {
  const audit = opts.audit ?? { action: 'events.booking.book' };
  const last =
    opts.last ??
    (async (writes: SQLWrapper[]) => {
      await writeTogether(tx, writes);
    });
  const byCard = f.paymentMethod === 'card' && p.total > 0;
  const [b] = await tx
    .insert(eventBookings)
    .values({
      ...partyColumns(event.id, memberId, f, p),
      paymentMethod: byCard ? 'card' : 'account',
      status: byCard ? 'pending_payment' : 'booked',
      bookedByMember: actor.actingForMemberId ? null : memberId,
      bookedByStaff: actor.actingForMemberId ? actor.staffId : null,
    })
    .returning();
  const booking = b!;
  const after = audit.after ?? { ...f, heads: p.heads, total: p.total };

  if (byCard) {
    const settings = await getSettingsRow(tx);
    const payment = await recordPayment(ctx, actor, {
      tx,
      purpose: 'event_booking',
      reference: String(booking.id),
      memberId,
      text: paymentText({
        key: 'event.booking_payment',
        params: { bookingId: booking.id, event: titleParam(event) },
      }),
      amount: p.total,
      currency: settings.currency,
      audited: { purpose: 'event_booking', reference: booking.id, amount: p.total },
    });
    await last([
      auditInsert(tx, actor, {
        action: audit.action,
        entity: 'event_booking',
        entityId: booking.id,
        after: {
          ...after,
          paymentMethod: 'card',
          status: 'pending_payment',
          paymentId: payment!.id,
        },
      }),
    ]);
    return { booking, payment: payment! };
  }

  await last([
    ...(p.total > 0
      ? [
          ledgerEntryInsert(tx, {
            memberId,
            kind: 'charge',
            source: 'event_booking',
            sourceId: String(booking.id),
            text: {
              key: 'event.charge',
              params: { bookingId: booking.id, event: titleParam(event) },
            },
            amount: p.total,
            createdByStaffId: actor.actingForMemberId ? actor.staffId : null,
            createdByMemberId: actor.actingForMemberId ? null : memberId,
          }),
        ]
      : []),
    auditInsert(tx, actor, {
      action: audit.action,
      entity: 'event_booking',
      entityId: booking.id,
      after,
    }),
    outboxInsert(tx, 'event_booking.changed', { bookingId: booking.id, news: 'booked' }),
  ]);
  return { booking, payment: null };
}
