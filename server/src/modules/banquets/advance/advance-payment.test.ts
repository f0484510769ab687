import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  BANQUET_BOOKINGS_API,
  banquetAdvancePaymentPath,
  CALENDAR_API,
  ledgerTextFormat,
  type BanquetAdvancePayment,
  type BanquetBooking,
  type StatementResponse,
} from '@club/contracts';
import { type Caller } from '../../../../test/fixtures.ts';
import { payInSandbox, verify as verifyAs } from '../../../../test/support/payments.ts';
import { as, ids, m2, q, t, useBanquetsApp } from '../../../../test/support/banquets.ts';

/*
 * A hall booking's advance paid by card (issue 10): the member's checkout through the payment
 * port (the sandbox), the capture applied once however it is reported, the refusals, a retry
 * after a closed checkout, the card refund on cancelling, and the halls' calendar files and feed.
 * The club's clock on 2026-11-24 (Asia/Kolkata); M1001 pays, M1002 is another member.
 */

const A = BANQUET_BOOKINGS_API;
useBanquetsApp();

const member = () => as('member');
const sandbox = () => t.app.payments.sandbox!;
const ADVANCE = 200_000;

let nextDay = 1;
/** A new request of M1001's (a date of its own in December 2026). */
async function request(who: Caller = member(), session = 'evening'): Promise<BanquetBooking> {
  const date = `2026-12-${String(nextDay++).padStart(2, '0')}`;
  const res = await who.inject({
    method: 'POST',
    url: A.myBookings,
    payload: {
      hallId: ids.board,
      date,
      session,
      guests: 20,
      projector: false,
      music: false,
      valetDrivers: 0,
      comments: '',
      packageId: ids.veg,
      dishIds: ids.starters.slice(0, 2),
      addonIds: [],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
/** The office confirms a request with an advance (rupees) due on 2026-11-30. */
async function confirm(
  b: BanquetBooking,
  advance = String(ADVANCE / 100),
): Promise<BanquetBooking> {
  const res = await as('admin').inject({
    method: 'POST',
    url: `${A.bookings}/${b.id}/confirm`,
    payload: { version: b.version, advance, advanceDueOn: '2026-11-30' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const pay = (id: number, who: Caller = member()) =>
  who.inject({ method: 'POST', url: banquetAdvancePaymentPath(id) });
const mine = async (id: number, who: Caller = member()) =>
  (await who.inject({ url: `${A.myBookings}/${id}` })).json() as BanquetBooking;
const verify = (query: Record<string, string>, who: Caller = member()) => verifyAs(who, query);
type Entry = { kind: string; amount: number; source_id: string; text_key: string };
const ledgerOf = (id: number) =>
  q<Entry>(
    sql`select kind, amount::int as amount, source_id, text_key from ledger_entries where source = 'banquet_booking' and (source_id = ${String(id)} or source_id like ${`${id}:%`}) order by id`,
  );
const paymentsOf = (id: number) =>
  q<{ id: number; reference: string; status: string; closed_at: string | null }>(
    sql`select id, reference, status, closed_at from payments where purpose = 'banquet_advance' and (reference = ${String(id)} or reference like ${`${id}/%`}) order by id`,
  );
const balance = async (who: Caller = member()) =>
  (await who.inject({ url: '/api/member/statements' })).json().balance as number;

describe('paying a hall booking’s advance by card', () => {
  let booking: BanquetBooking;

  it('refuses who may not and what cannot be paid: 401, 403, 400, 404, 409 with a code', async () => {
    const req = await request();
    expect((await pay(req.id, as('anonymous'))).statusCode).toBe(401);
    expect((await pay(req.id, as('admin'))).statusCode).toBe(403);
    expect((await pay(req.id, as('editor'))).statusCode).toBe(403);
    const bad = await member().inject({ method: 'POST', url: `${A.myBookings}/x/advance-payment` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['id']);
    const notConfirmed = await pay(req.id);
    expect(notConfirmed.statusCode).toBe(409);
    expect(notConfirmed.json()).toMatchObject({ code: 'booking_not_confirmed' });
    const free = await confirm(await request(), '0');
    expect(free.advancePayable).toBe(false);
    const nothing = await pay(free.id);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'no_advance_due' });

    booking = await confirm(req);
    expect(booking).toMatchObject({ advance: ADVANCE, advancePaidAt: null, advancePayable: true });
    // Another member's booking is not found, and nothing was created for it.
    expect((await pay(booking.id, m2)).statusCode).toBe(404);
    expect((await pay(99_999)).statusCode).toBe(404);
    expect(await paymentsOf(booking.id)).toEqual([]);
    expect(await paymentsOf(free.id)).toEqual([]);
  });

  it('opens one checkout for the advance; asked again while it is open, the same one', async () => {
    const first = await pay(booking.id);
    expect(first.statusCode, first.body).toBe(200);
    const answer = first.json<BanquetAdvancePayment>();
    expect(answer.booking).toMatchObject({ id: booking.id, advancePaidAt: null });
    expect(answer.checkout).toMatchObject({
      provider: 'sandbox',
      amount: ADVANCE,
      description: `Banquet hall booking #${booking.id} on ${ledgerTextFormat('en').day(booking.date)}: advance`,
      checkoutUrl: `/api/payments/sandbox/checkout/${answer.checkout.orderId}`,
    });
    const again = await Promise.all([pay(booking.id), pay(booking.id)]);
    for (const a of again) {
      expect(a.statusCode).toBe(200);
      expect(a.json<BanquetAdvancePayment>().checkout.orderId).toBe(answer.checkout.orderId);
    }
    expect(await paymentsOf(booking.id)).toHaveLength(1);
    // Nothing is posted before the capture: only the advance charged on confirmation.
    expect((await ledgerOf(booking.id)).map((e) => [e.kind, e.amount])).toEqual([
      ['charge', ADVANCE],
    ]);
  });

  it('pays it in the sandbox: the return, the webhooks and reconciliation post the payment once', async () => {
    const before = await balance();
    const { checkout } = (await pay(booking.id)).json<BanquetAdvancePayment>();
    const paid = await payInSandbox(t.app, checkout.orderId);
    expect(paid.status).toBe(303);
    expect(paid.location).toContain('/app/member/banquet/myBooking?');
    const answers = await Promise.all([verify(paid.query!), verify(paid.query!)]);
    expect(answers.map((a) => a.json().payment.status)).toEqual(['captured', 'captured']);
    await sandbox().idle(); // payment.captured and order.paid delivered
    await t.app.payments.reconcile({ graceSeconds: 0 });
    expect((await verify(paid.query!)).json().payment.status).toBe('captured');

    const entries = await ledgerOf(booking.id);
    const [payment] = await paymentsOf(booking.id);
    expect(entries.map((e) => [e.kind, e.amount, e.source_id, e.text_key])).toEqual([
      ['charge', ADVANCE, `${booking.id}:advance`, 'banquet.advance'],
      ['payment', -ADVANCE, `${booking.id}:card:${payment!.id}`, 'banquet.card_payment'],
    ]);
    expect(await balance()).toBe(before - ADVANCE);
    const now = await mine(booking.id);
    expect(now.advancePaidAt).toBe('2026-11-24T04:30:00.000Z');
    expect(now.advancePayable).toBe(false);
    expect(now.version).toBe(booking.version + 1);
    // The office sees it paid too.
    const office = await as('admin').inject({ url: `${A.bookings}/${booking.id}` });
    expect(office.json()).toMatchObject({ advancePaidAt: '2026-11-24T04:30:00.000Z' });
    // Paid: a new attempt is refused.
    const twice = await pay(booking.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'advance_paid' });
    // Audited, and the member mailed.
    const audit = await q<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'banquets.booking.advance_paid' and entity_id = ${String(booking.id)}`,
    );
    expect(audit[0]!.n).toBe(1);
    const mails = await q<{ payload: unknown }>(
      sql`select payload from outbox where topic = 'banquet_booking.changed' and payload->>'kind' = 'advance_paid' and (payload->>'bookingId')::int = ${booking.id}`,
    );
    expect(mails).toHaveLength(1);
    await t.app.ctx.outbox.drain();
    const [mail] = await q<{ payload: unknown }>(
      sql`select payload from outbox where topic = 'mail' and payload::text like ${`%Advance received: banquet hall booking #${booking.id}%`}`,
    );
    expect(JSON.stringify(mail!.payload)).toContain('we have received your card payment of');
  });

  it('shows the payment on the statement, linked to the booking, in the reader’s language', async () => {
    const [{ month }] = (await q<{ month: string }>(
      sql`select to_char(posted_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month from ledger_entries where source = 'banquet_booking' and source_id like ${`${booking.id}:card:%`}`,
    )) as [{ month: string }];
    const res = await member().inject({ url: `/api/member/statements/${month}?lang=de` });
    expect(res.statusCode).toBe(200);
    const line = res
      .json<StatementResponse>()
      .entries.find((e) => e.sourceId?.startsWith(`${booking.id}:card:`));
    expect(line).toMatchObject({
      kind: 'payment',
      amount: -ADVANCE,
      link: '/member/banquet/myBooking',
      description: `Kartenzahlung: Anzahlung der Saalbuchung #${booking.id} am ${ledgerTextFormat('de').day(booking.date)}`,
    });
  });

  it('cancelling under the policy credits the share and refunds it to the card', async () => {
    const preview = (
      await member().inject({ url: `${A.myBookings}/${booking.id}/cancellation` })
    ).json<{ refund: number; paid: number }>();
    expect(preview.paid).toBe(ADVANCE);
    expect(preview.refund).toBeGreaterThan(0);
    const now = await mine(booking.id);
    const res = await member().inject({
      method: 'POST',
      url: `${A.myBookings}/${booking.id}/cancel`,
      payload: { version: now.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refund: preview.refund });
    await t.app.ctx.outbox.drain();
    const entries = (await ledgerOf(booking.id)).map((e) => [e.kind, e.amount, e.text_key]);
    expect(entries).toEqual([
      ['charge', ADVANCE, 'banquet.advance'],
      ['payment', -ADVANCE, 'banquet.card_payment'],
      ['credit', -preview.refund, 'banquet.refund'],
      ['refund', preview.refund, 'banquet.card_refund'],
    ]);
    const [p] = await q<{ amount_refunded: number }>(
      sql`select amount_refunded::int from payments where purpose = 'banquet_advance' and reference = ${String(booking.id)}`,
    );
    expect(p!.amount_refunded).toBe(preview.refund);
    // The money: charged the advance, paid it, the share back on the card: nothing owed.
    expect(entries.reduce((n, e) => n + (e[1] as number), 0)).toBe(0);
  });

  it('after a closed checkout the member starts again; a late capture of the old one is refunded', async () => {
    const b = await confirm(await request());
    const first = (await pay(b.id)).json<BanquetAdvancePayment>().checkout;
    const closed = await member().inject({
      method: 'POST',
      url: '/api/payments/checkout-closed',
      payload: { razorpay_order_id: first.orderId },
    });
    expect(closed.json().payment).toMatchObject({ status: 'failed' });
    expect((await mine(b.id)).advancePayable).toBe(true);
    expect(await ledgerOf(b.id)).toHaveLength(1); // the advance charge only

    const second = (await pay(b.id)).json<BanquetAdvancePayment>().checkout;
    expect(second.orderId).not.toBe(first.orderId);
    const [old, live] = await paymentsOf(b.id);
    expect(old).toMatchObject({ reference: `${b.id}/${old!.id}`, status: 'failed' });
    expect(live).toMatchObject({ reference: String(b.id), status: 'created' });

    sandbox().dropWebhooks = true;
    try {
      const paid = await payInSandbox(t.app, second.orderId);
      expect((await verify(paid.query!)).json().payment.status).toBe('captured');
      // The old checkout's page is still there: the member pays it too.
      const late = await payInSandbox(t.app, first.orderId);
      expect((await verify(late.query!)).json().payment.status).toBe('captured');
    } finally {
      sandbox().dropWebhooks = false;
    }
    await t.app.ctx.outbox.drain();
    const entries = (await ledgerOf(b.id)).map((e) => [e.kind, e.amount, e.text_key]);
    expect(entries).toEqual([
      ['charge', ADVANCE, 'banquet.advance'],
      ['payment', -ADVANCE, 'banquet.card_payment'],
      ['payment', -ADVANCE, 'banquet.card_payment_late'],
      ['refund', ADVANCE, 'banquet.card_refund'],
    ]);
    expect((await mine(b.id)).advancePaidAt).not.toBeNull();
  });

  it('a payment the provider refuses to open answers 502 and leaves the advance payable', async () => {
    const b = await confirm(await request());
    const provider = t.app.ctx.payments;
    const createOrder = provider.createOrder.bind(provider);
    provider.createOrder = () => Promise.reject(new Error('connect ECONNREFUSED'));
    try {
      expect((await pay(b.id)).statusCode).toBe(502);
    } finally {
      provider.createOrder = createOrder;
    }
    expect(await paymentsOf(b.id)).toMatchObject([{ status: 'failed' }]);
    const retry = await pay(b.id);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await paymentsOf(b.id)).toHaveLength(2);
  });
});

describe('calendar files of hall bookings', () => {
  it('gives a confirmed function as an .ics at its session’s hours in the club time zone', async () => {
    const req = await request(member(), 'morning');
    expect((await member().inject({ url: CALENDAR_API.file('banquets', req.id) })).statusCode).toBe(
      404,
    );
    const b = await confirm(req);
    expect((await m2.inject({ url: CALENDAR_API.file('banquets', b.id) })).statusCode).toBe(404);
    const res = await member().inject({ url: CALENDAR_API.file('banquets', b.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const day = b.date.replaceAll('-', '');
    expect(res.body).toMatch(new RegExp(`DTSTART;TZID=Asia/Kolkata:${day}T100000`));
    expect(res.body).toMatch(new RegExp(`DTEND;TZID=Asia/Kolkata:${day}T140000`));
    const cal = new ICAL.Component(ICAL.parse(res.body));
    const e = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
    expect(e.summary).toBe('Board Room: your function');
    expect(e.description).toContain(`Banquet hall booking #${b.id} for 20 guests.`);
    expect(e.location).toContain('Board Room');
    expect(e.uid).toBe(`banquet-booking-${b.id}@portal.test`);
    // 10:00 in Kolkata is 04:30 UTC.
    expect(e.startDate.toJSDate().toISOString()).toBe(`${b.date}T04:30:00.000Z`);
  });

  it('lists confirmed functions in the member’s private feed, not requests or cancelled ones', async () => {
    const confirmed = await confirm(await request());
    const requested = await request();
    const made = await member().inject({ method: 'POST', url: CALENDAR_API.feed });
    expect(made.statusCode, made.body).toBe(201);
    const url = made.json().url as string;
    const feed = await t.app.inject({ url: url.slice(url.indexOf('/api/')) });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`UID:banquet-booking-${confirmed.id}@`);
    expect(feed.body).not.toContain(`banquet-booking-${requested.id}@`);
    expect(feed.body).toContain('SUMMARY:Board Room: your function');
  });
});
