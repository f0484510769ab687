import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  EVENTS_API,
  type ClubEvent,
  type EventBooking,
  type EventBookingPlaced,
} from '@club/contracts';
import { createMember } from '../../../seed/factories.ts';
import { signInMember } from '../../../../test/fixtures.ts';
import { as, t, useEventsApp } from '../../../../test/support/events.ts';
import {
  db,
  fieldsOf,
  member,
  memberActor,
  placesTaken,
  count,
} from '../../../../test/support/event-bookings.ts';
import {
  bookingOf,
  book,
  cardBooking,
  entries,
  freshEvent,
  mails,
  paidBooking,
  paymentOf,
  payQuietly,
  refundsOf,
  TOTAL,
  verify,
} from '../../../../test/support/event-card-bookings.ts';
import { bookEvent } from './book-event.ts';

useEventsApp();

/*
 * Paying for an event booking by card (issue 11): the booking waits in pending_payment holding
 * its places, the capture books it with its charge and payment once, a checkout given up frees
 * the places for the waitlist, and cancellations (the member's, the event's) refund the card.
 */

describe('event cancellation with card bookings', () => {
  it('refunds paid card bookings, closes pending checkouts (a late payment refunded), reverses on account', async () => {
    const e = await freshEvent();
    const paidB = await paidBooking(e.id);
    const p2 = await signInMember(t, { code: 'M2103', pin: '2345' });
    const pending = await cardBooking(e.id, p2);
    const p3 = await signInMember(t, { code: 'M2104', pin: '2345' });
    const onAccount = (await book({ eventId: e.id }, p3)).json<EventBooking>();
    expect(await placesTaken(e.id)).toBe(5);

    const ev = (
      await as('admin').inject({ url: `${EVENTS_API.events}/${e.id}` })
    ).json<ClubEvent>();
    const res = await as('admin').inject({
      method: 'PUT',
      url: `${EVENTS_API.events}/${e.id}/status`,
      payload: { status: 'cancelled', version: ev.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const [id, who] of [
      [paidB.id, member()],
      [pending.id, p2],
      [onAccount.id, p3],
    ] as const) {
      expect((await bookingOf(id, who)).status).toBe('cancelled');
      expect(await mails(id, 'event_cancelled')).toBe(1);
    }
    expect(await placesTaken(e.id)).toBe(0);
    expect(await paymentOf(pending.id)).toMatchObject({ status: 'failed', closed: true });
    expect(await entries(onAccount.id)).toEqual([
      ['charge', 100000],
      ['credit', -100000],
    ]);
    await t.app.ctx.outbox.drain();
    expect(await refundsOf(paidB.id)).toEqual([
      { key: 'cancelled', amount: TOTAL, status: 'issued' },
    ]);
    expect(await entries(paidB.id)).toEqual([
      ['charge', TOTAL],
      ['payment', -TOTAL],
      ['credit', -TOTAL],
      ['refund', TOTAL],
    ]);
    expect(await entries(pending.id)).toEqual([]);

    // The closed checkout still paid (the page was open): recorded and refunded in full.
    const late = await payQuietly(pending.checkout!.orderId);
    expect(late.query?.razorpay_payment_id).toBeTruthy();
    expect((await verify(late.query!, p2)).statusCode).toBe(200);
    await t.app.ctx.outbox.drain();
    expect((await bookingOf(pending.id, p2)).status).toBe('cancelled');
    expect(await entries(pending.id)).toEqual([
      ['payment', -TOTAL],
      ['refund', TOTAL],
    ]);
  });
});

describe('card bookings under concurrency', () => {
  it('20 concurrent card bookings for 10 places: exactly 10 held waiting for payment, the rest event_full', async () => {
    const e = await freshEvent({ capacity: 10 });
    const people = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createMember(db(), { code: `C${7000 + i}` }, 1024)),
    );
    const fields = () => fieldsOf(e.id, { paymentMethod: 'card' });
    const actor = memberActor;
    const results = await Promise.allSettled(
      people.map((p) => bookEvent(t.app.ctx, actor(p.id), fields())),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const full = results.filter(
      (r) => r.status === 'rejected' && (r.reason as { code?: string }).code === 'event_full',
    );
    expect(ok).toHaveLength(10);
    expect(full).toHaveLength(10);
    for (const r of ok) {
      expect((r as PromiseFulfilledResult<EventBookingPlaced>).value.status).toBe(
        'pending_payment',
      );
    }
    expect(await placesTaken(e.id)).toBe(10);
    expect(
      await count(
        sql`select count(*)::int as n from event_bookings where event_id = ${e.id} and status = 'pending_payment'`,
      ),
    ).toBe(10);
    // Held places count for an eleventh: full, even on account.
    const eleventh = await book({ eventId: e.id });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().code).toBe('event_full');
  });
});
