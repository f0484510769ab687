import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT_WAITLIST_API, type EventWaitlistJoinResult } from '@club/contracts';
import { signInMember } from '../../../../test/fixtures.ts';
import { payInSandbox } from '../../../../test/support/payments.ts';
import { as, t, useEventsApp } from '../../../../test/support/events.ts';
import { db, guest, member, placesTaken, count } from '../../../../test/support/event-bookings.ts';
import {
  bookingOf,
  book,
  cardBooking,
  closeCheckout,
  entries,
  freshEvent,
  mails,
  paidBooking,
  paymentOf,
  payQuietly,
  refundsOf,
  sandbox,
  TOTAL,
  verify,
  M,
} from '../../../../test/support/event-card-bookings.ts';

useEventsApp();

/*
 * Paying for an event booking by card (issue 11): the booking waits in pending_payment holding
 * its places, the capture books it with its charge and payment once, a checkout given up frees
 * the places for the waitlist, and cancellations (the member's, the event's) refund the card.
 */

describe('booking by card', () => {
  it('waits for its payment holding its places, answers the checkout; resumable; refusals', async () => {
    const e = await freshEvent();
    const placed = await cardBooking(e.id);
    expect(placed).toMatchObject({
      status: 'pending_payment',
      paymentMethod: 'card',
      heads: 2,
      total: TOTAL,
      cancellable: false,
    });
    expect(placed.checkout).toMatchObject({
      provider: 'sandbox',
      amount: TOTAL,
      currency: 'INR',
      checkoutUrl: `/api/payments/sandbox/checkout/${placed.checkout!.orderId}`,
      description: `Event booking #${placed.id}: ${e.title}`,
    });
    expect(await placesTaken(e.id)).toBe(2);
    expect(await entries(placed.id)).toEqual([]);
    expect(await mails(placed.id, 'booked')).toBe(0);

    // Resuming answers the same checkout; nothing new is created.
    const resume = await member().inject({ method: 'POST', url: `${M}/${placed.id}/checkout` });
    expect(resume.statusCode, resume.body).toBe(200);
    expect(resume.json().checkout.orderId).toBe(placed.checkout!.orderId);
    expect(
      await count(
        sql`select count(*)::int as n from payments where purpose = 'event_booking' and reference = ${String(placed.id)}`,
      ),
    ).toBe(1);
    // A pending booking is not cancelled through the booking routes (the checkout is closed).
    const cancel = await member().inject({
      method: 'POST',
      url: `${M}/${placed.id}/cancel`,
      payload: { version: placed.version },
    });
    expect(cancel.statusCode).toBe(409);

    // Refusals: another member's booking 404, staff 403, anonymous 401, bad method 400.
    const other = await signInMember(t, { code: 'M2101', pin: '2345' });
    expect(
      (await other.inject({ method: 'POST', url: `${M}/${placed.id}/checkout` })).statusCode,
    ).toBe(404);
    expect((await other.inject({ url: `${M}/${placed.id}` })).statusCode).toBe(404);
    expect(
      (await as('admin').inject({ method: 'POST', url: `${M}/${placed.id}/checkout` })).statusCode,
    ).toBe(403);
    expect(
      (await as('anonymous').inject({ method: 'POST', url: `${M}/${placed.id}/checkout` }))
        .statusCode,
    ).toBe(401);
    const bad = await book({ eventId: e.id, paymentMethod: 'cheque' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((x: { field: string }) => x.field)).toEqual(['paymentMethod']);
    expect(await placesTaken(e.id)).toBe(2);
  });

  it('captured once however the return, the webhooks and reconciliation report it: booked, charge and payment, mailed', async () => {
    const e = await freshEvent();
    const placed = await cardBooking(e.id);
    const paid = await payQuietly(placed.checkout!.orderId);
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(
      new RegExp(`^/app/member/events/orders/detail/${placed.id}\\?razorpay_order_id=`),
    );
    const pp = await t.app.payments.provider.fetchPayment(paid.query!.razorpay_payment_id!);
    const entity = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: pp!.raw } },
    });
    const webhook = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-event-id': `evt_${Math.random().toString(36).slice(2)}`,
          'x-razorpay-signature': sandbox().signWebhook(entity),
        },
        payload: entity,
      });
    const answers = await Promise.all([
      verify(paid.query!),
      webhook(),
      verify(paid.query!),
      webhook(),
      t.app.payments.reconcile({ graceSeconds: 0 }),
    ]);
    for (const a of answers.slice(0, 4)) expect((a as { statusCode: number }).statusCode).toBe(200);
    await t.app.payments.reconcile({ graceSeconds: 0 });

    const b = await bookingOf(placed.id);
    expect(b).toMatchObject({ status: 'booked', paymentMethod: 'card', cancellable: true });
    expect(await entries(placed.id)).toEqual([
      ['charge', TOTAL],
      ['payment', -TOTAL],
    ]);
    expect(await paymentOf(placed.id)).toMatchObject({ status: 'captured' });
    expect(await mails(placed.id, 'booked')).toBe(1);
    expect(await placesTaken(e.id)).toBe(2);
    expect(
      await count(
        sql`select count(*)::int as n from audit_log where action = 'events.booking.paid' and entity_id = ${String(placed.id)}`,
      ),
    ).toBe(1);
    // Resuming a booked booking: 409.
    const resume = await member().inject({ method: 'POST', url: `${M}/${placed.id}/checkout` });
    expect(resume.statusCode).toBe(409);
    expect(resume.json().code).toBe('booking_changed');
  });

  it('declined then closed: cancelled, places freed and offered to the waitlist; a card offer accepted waits for its payment', async () => {
    const e = await freshEvent({ capacity: 2 });
    const placed = await cardBooking(e.id);
    const waiter = await signInMember(t, { code: 'M2102', pin: '2345' });
    const joined = await waiter.inject({
      method: 'POST',
      url: EVENT_WAITLIST_API.mine,
      payload: { eventId: e.id, guests: [guest], paymentMethod: 'card' },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const entry = joined.json<EventWaitlistJoinResult>().entry!;
    expect(entry.status).toBe('waiting');

    const declined = await payInSandbox(t.app, placed.checkout!.orderId, '4000 0000 0000 0002');
    expect(declined.query).toMatchObject({ checkout: 'failed' });
    await sandbox().idle();
    expect((await bookingOf(placed.id)).status).toBe('pending_payment');
    expect(await placesTaken(e.id)).toBe(2);

    expect((await closeCheckout(placed.checkout!.orderId)).statusCode).toBe(200);
    expect(await bookingOf(placed.id)).toMatchObject({ status: 'cancelled' });
    expect(await entries(placed.id)).toEqual([]);
    expect(await paymentOf(placed.id)).toMatchObject({ status: 'failed', closed: true });
    // The freed places went to the waitlist's first entry (held for its offer).
    const offered = (await waiter.inject({ url: EVENT_WAITLIST_API.mine })).json<{
      items: { id: number; status: string; version: number }[];
    }>();
    const mine = offered.items.find((i) => i.id === entry.id)!;
    expect(mine.status).toBe('offered');
    expect(await placesTaken(e.id)).toBe(2);

    // Accepted: the entry chose card, so the booking waits for its payment with a checkout.
    const accepted = await waiter.inject({
      method: 'POST',
      url: `${EVENT_WAITLIST_API.mine}/${entry.id}/accept`,
      payload: { version: mine.version },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const result = accepted.json<EventWaitlistJoinResult>();
    expect(result.booking).toMatchObject({ status: 'pending_payment', paymentMethod: 'card' });
    expect(result.checkout?.amount).toBe(TOTAL);
    const paid = await payQuietly(result.checkout!.orderId);
    expect((await verify(paid.query!, waiter)).statusCode).toBe(200);
    expect((await bookingOf(result.booking!.id, waiter)).status).toBe('booked');
    expect(await entries(result.booking!.id)).toEqual([
      ['charge', TOTAL],
      ['payment', -TOTAL],
    ]);
    expect(await placesTaken(e.id)).toBe(2);
  });

  it('the member cancels a card booking: charge reversed, the card refunded once, the refund on the statement', async () => {
    const e = await freshEvent();
    const b = await paidBooking(e.id);
    const res = await member().inject({
      method: 'POST',
      url: `${M}/${b.id}/cancel`,
      payload: { version: b.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect(await placesTaken(e.id)).toBe(0);
    const again = await member().inject({
      method: 'POST',
      url: `${M}/${b.id}/cancel`,
      payload: { version: res.json().version },
    });
    expect(again.statusCode).toBe(409);
    expect(await refundsOf(b.id)).toEqual([
      expect.objectContaining({ key: 'cancelled', amount: TOTAL }),
    ]);
    await t.app.ctx.outbox.drain();
    await t.app.ctx.outbox.drain();
    expect(await refundsOf(b.id)).toEqual([{ key: 'cancelled', amount: TOTAL, status: 'issued' }]);
    expect(await paymentOf(b.id)).toMatchObject({ status: 'refunded' });
    expect(await entries(b.id)).toEqual([
      ['charge', TOTAL],
      ['payment', -TOTAL],
      ['credit', -TOTAL],
      ['refund', TOTAL],
    ]);
    // The member sees the refund on their statement's entries.
    const month = (
      await db().execute(
        sql`select to_char(posted_at at time zone 'Asia/Kolkata', 'YYYY-MM') as m from ledger_entries
            where source = 'event_booking' and source_id like ${`${b.id}:refund:%`}`,
      )
    ).rows[0] as { m: string };
    const statement = await member().inject({ url: `/api/member/statements/${month.m}` });
    expect(statement.statusCode).toBe(200);
    expect(statement.body).toContain(`Card refund: event booking #${b.id}`);
    expect(statement.body).toContain(`Card payment: event booking #${b.id}`);
  });
});
