import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { EVENT_BOOKINGS_API, type EventBooking, type EventBookingPlaced } from '@club/contracts';
import type { Caller } from '../fixtures.ts';
import { count, db, eventMaker, guest, member } from './event-bookings.ts';
import { t } from './events.ts';
import { payInSandbox, verify as verifyAs } from './payments.ts';

/*
 * The card booking tests' helpers (issue 11), over the events tests' app: card bookings paid in
 * the sandbox, and what they leave in the ledger, the payments, the refunds and the outbox.
 */

export const M = EVENT_BOOKINGS_API.mine;
export const sandbox = () => t.app.payments.sandbox!;
export const rows = async <T>(q: ReturnType<typeof sql>) => (await db().execute(q)).rows as T[];

/** The booking's ledger entries (charge, payment, reversal, refunds), oldest first. */
export const entries = async (bookingId: number) =>
  (
    await rows<{ kind: string; amount: number }>(
      sql`select kind, amount::int as amount from ledger_entries where source = 'event_booking'
          and (source_id = ${String(bookingId)} or source_id like ${`${bookingId}:%`}) order by id`,
    )
  ).map((e) => [e.kind, e.amount]);
export const paymentOf = async (bookingId: number) =>
  (
    await rows<{ id: number; status: string; closed: boolean }>(
      sql`select id, status, closed_at is not null as closed from payments
          where purpose = 'event_booking' and reference = ${String(bookingId)}`,
    )
  )[0]!;
export const refundsOf = (bookingId: number) =>
  rows<{ key: string; amount: number; status: string }>(
    sql`select r.key, r.amount::int as amount, r.status from payment_refunds r join payments p
        on p.id = r.payment_id where p.purpose = 'event_booking' and p.reference = ${String(bookingId)}
        order by r.id`,
  );
export const mails = (bookingId: number, news: string) =>
  count(
    sql`select count(*)::int as n from outbox where topic = 'event_booking.changed'
        and payload->>'news' = ${news} and (payload->>'bookingId')::int = ${bookingId}`,
  );

/** The card tests' fresh events: "Card event n", 20 places. */
export const freshEvent = eventMaker('Card event', { capacity: 20 });

export const book = (payload: object, who: Caller = member()) =>
  who.inject({ method: 'POST', url: M, payload });
export const bookingOf = async (id: number, who: Caller = member()) =>
  (await who.inject({ url: `${M}/${id}` })).json<EventBooking>();

/** A card booking for the member and one guest (2 places, 2500.00). */
export async function cardBooking(eventId: number, who: Caller = member()) {
  const res = await book({ eventId, guests: [guest], paymentMethod: 'card' }, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<EventBookingPlaced>();
}

/** The browser's return from the checkout, as the member's. */
export const verify = (q: Record<string, string>, who: Caller = member()) => verifyAs(who, q);
export const closeCheckout = (orderId: string, who: Caller = member()) =>
  who.inject({
    method: 'POST',
    url: '/api/payments/checkout-closed',
    payload: { razorpay_order_id: orderId },
  });
/** Pays in the sandbox with its webhooks held back; answers the browser's return. */
export async function payQuietly(orderId: string, card?: string) {
  sandbox().dropWebhooks = true;
  try {
    return await payInSandbox(t.app, orderId, card);
  } finally {
    sandbox().dropWebhooks = false;
  }
}
/** A card booking paid through the browser's return. */
export async function paidBooking(eventId: number, who: Caller = member()) {
  const placed = await cardBooking(eventId, who);
  const paid = await payQuietly(placed.checkout!.orderId);
  expect((await verify(paid.query!, who)).statusCode).toBe(200);
  return bookingOf(placed.id, who);
}

export const TOTAL = 250000;
