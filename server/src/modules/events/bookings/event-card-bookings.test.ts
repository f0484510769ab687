import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  EVENT_BOOKINGS_API,
  EVENT_WAITLIST_API,
  EVENTS_API,
  ROLE,
  type ClubEvent,
  type EventBooking,
  type EventBookingFields,
  type EventBookingPlaced,
  type EventWaitlistJoinResult,
} from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import { createEvent } from '../../../seed/events-factories.ts';
import { createMember } from '../../../seed/factories.ts';
import { signInMember, type Caller } from '../../../../test/fixtures.ts';
import { payInSandbox } from '../../../../test/support/payments.ts';
import { as, ids, t, useEventsApp } from '../../../../test/support/events.ts';
import { bookEvent } from './book-event.ts';

useEventsApp();

/*
 * Paying for an event booking by card (issue 11): the booking waits in pending_payment holding
 * its places, the capture books it with its charge and payment once, a checkout given up frees
 * the places for the waitlist, and cancellations (the member's, the event's) refund the card.
 */

const M = EVENT_BOOKINGS_API.mine;
const at = (s: string) => new Date(`${s}+05:30`);
const db = () => t.app.ctx.db;
const member = () => as('member');
const sandbox = () => t.app.payments.sandbox!;
const rows = async <T>(q: ReturnType<typeof sql>) => (await db().execute(q)).rows as T[];
const count = async (q: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(q))[0]!.n);
const placesTaken = (eventId: number) =>
  count(sql`select places_taken as n from events where id = ${eventId}`);

/** The booking's ledger entries (charge, payment, reversal, refunds), oldest first. */
const entries = async (bookingId: number) =>
  (
    await rows<{ kind: string; amount: number }>(
      sql`select kind, amount::int as amount from ledger_entries where source = 'event_booking'
          and (source_id = ${String(bookingId)} or source_id like ${`${bookingId}:%`}) order by id`,
    )
  ).map((e) => [e.kind, e.amount]);
const paymentOf = async (bookingId: number) =>
  (
    await rows<{ id: number; status: string; closed: boolean }>(
      sql`select id, status, closed_at is not null as closed from payments
          where purpose = 'event_booking' and reference = ${String(bookingId)}`,
    )
  )[0]!;
const refundsOf = (bookingId: number) =>
  rows<{ key: string; amount: number; status: string }>(
    sql`select r.key, r.amount::int as amount, r.status from payment_refunds r join payments p
        on p.id = r.payment_id where p.purpose = 'event_booking' and p.reference = ${String(bookingId)}
        order by r.id`,
  );
const mails = (bookingId: number, news: string) =>
  count(
    sql`select count(*)::int as n from outbox where topic = 'event_booking.changed'
        and payload->>'news' = ${news} and (payload->>'bookingId')::int = ${bookingId}`,
  );

let n = 0;
async function freshEvent(over: Partial<Parameters<typeof createEvent>[1]> = {}) {
  return createEvent(db(), {
    title: `Card event ${++n}`,
    categoryId: ids.festivals,
    startsAt: at('2026-12-20T19:00:00'),
    capacity: 20,
    ticketsPerMember: 6,
    prices: { member: 100000, spouse: 80000, dependent: 50000, guest: 150000 },
    ...over,
  });
}

const guest = { name: 'Ravi Kumar', age: 34, phone: '+91 98765 43210' };
const book = (payload: object, who: Caller = member()) =>
  who.inject({ method: 'POST', url: M, payload });
const bookingOf = async (id: number, who: Caller = member()) =>
  (await who.inject({ url: `${M}/${id}` })).json<EventBooking>();

/** A card booking for the member and one guest (2 places, 2500.00). */
async function cardBooking(eventId: number, who: Caller = member()) {
  const res = await book({ eventId, guests: [guest], paymentMethod: 'card' }, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<EventBookingPlaced>();
}

const verify = (q: Record<string, string>, who: Caller = member()) =>
  who.inject({
    method: 'POST',
    url: '/api/payments/verify',
    payload: {
      razorpay_order_id: q.razorpay_order_id,
      razorpay_payment_id: q.razorpay_payment_id,
      razorpay_signature: q.razorpay_signature,
    },
  });
const closeCheckout = (orderId: string, who: Caller = member()) =>
  who.inject({
    method: 'POST',
    url: '/api/payments/checkout-closed',
    payload: { razorpay_order_id: orderId },
  });
/** Pays in the sandbox with its webhooks held back; answers the browser's return. */
async function payQuietly(orderId: string, card?: string) {
  sandbox().dropWebhooks = true;
  try {
    return await payInSandbox(t.app, orderId, card);
  } finally {
    sandbox().dropWebhooks = false;
  }
}
/** A card booking paid through the browser's return. */
async function paidBooking(eventId: number, who: Caller = member()) {
  const placed = await cardBooking(eventId, who);
  const paid = await payQuietly(placed.checkout!.orderId);
  expect((await verify(paid.query!, who)).statusCode).toBe(200);
  return bookingOf(placed.id, who);
}

const TOTAL = 250000;

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
    const fields = (): EventBookingFields => ({
      eventId: e.id,
      who: 'member',
      dependentIds: [],
      guests: [],
      buffetVeg: 0,
      buffetNonVeg: 0,
      tableSize: null,
      partner: '',
      comments: '',
      paymentMethod: 'card',
    });
    const actor = (memberId: number): Actor => ({
      kind: 'member',
      memberId,
      staffId: null,
      actingForMemberId: null,
      roles: [ROLE.member],
      mustChangeCredential: false,
      sessionId: null,
      requestId: 'test',
      ip: null,
      userAgent: null,
    });
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
