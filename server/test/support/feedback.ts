import { sql } from 'drizzle-orm';
import { FEEDBACK_API, type CreateFeedbackRequest, type FeedbackDetail } from '@club/contracts';
import { fnbOrders } from '../../src/db/schema/index.ts';
import { signInMember, type As, type Caller } from '../fixtures.ts';
import type { TestApp } from '../helpers.ts';
import { startStaffApp } from './staff-app.ts';
import { afterAll, beforeAll } from 'vitest';

/*
 * The feedback tests' app: M1001 (the member), M1002 (m2), an admin, an editor and an event
 * manager signed in; a food order of each member; the club's clock on Saturday 2026-12-05,
 * 10:00 (Asia/Kolkata; the office opens Monday to Saturday 09:30-18:00, Sunday closed).
 */
export let t: TestApp;
export let as: As;
export let m2: Caller;
export const orders = {} as { m1: number; m2: number };
export const TODAY = '2026-12-05';

export function useFeedbackApp() {
  beforeAll(async () => {
    ({ t, as } = await startStaffApp({ today: TODAY }));
    m2 = await signInMember(t, { code: 'M1002', pin: '2345' });
    orders.m1 = await placeOrder(as('member').id!, 'FNB/2026-27/000901');
    orders.m2 = await placeOrder(m2.id!, 'FNB/2026-27/000902');
  });
  afterAll(() => t.close());
}

/** An invoiced, delivered food order of a member (the fewest columns an order needs). */
async function placeOrder(memberId: number, invoiceNumber: string): Promise<number> {
  const at = new Date('2026-12-04T08:00:00Z');
  const [o] = await t.app.ctx.db
    .insert(fnbOrders)
    .values({
      memberId,
      outlet: 'restaurant',
      status: 'delivered',
      fulfilment: 'collection',
      slotAt: at,
      paymentMethod: 'account',
      subtotal: 10000,
      tax: 500,
      total: 10500,
      invoiceNumber,
      idempotencyKey: invoiceNumber,
      termsAcceptedAt: at,
    })
    .returning({ id: fnbOrders.id });
  return o!.id;
}

/** Sets the app's clock to an instant. */
export function setClock(iso: string): void {
  const at = new Date(iso);
  t.app.ctx.clock = { now: () => at };
}

/** A valid feedback, with changes. */
export const feedbackBody = (over: Partial<CreateFeedbackRequest> = {}): CreateFeedbackRequest => ({
  category: 'fnb',
  subject: 'Cold soup',
  message: 'The tomato soup arrived cold.',
  rating: 2,
  ...over,
});

/** A member writes feedback; answers it (fails the test unless 201). */
export async function writeFeedback(
  who: Caller,
  over: Partial<CreateFeedbackRequest> = {},
): Promise<FeedbackDetail> {
  const res = await who.inject({
    method: 'POST',
    url: FEEDBACK_API.mine,
    payload: feedbackBody(over),
  });
  if (res.statusCode !== 201)
    throw new Error(`feedback not written: ${res.statusCode} ${res.body}`);
  return res.json() as FeedbackDetail;
}

/** The office's read of one feedback. */
export async function officeRead(id: number): Promise<FeedbackDetail> {
  return (await as('admin').inject({ method: 'GET', url: `${FEEDBACK_API.admin}/${id}` })).json();
}

/** A staff step on a feedback: its status, on a version. */
export const setStatus = (id: number, status: string, version: number, who = as('admin')) =>
  who.inject({
    method: 'PUT',
    url: `${FEEDBACK_API.admin}/${id}/status`,
    payload: { status, version },
  });

/** The office replies (or notes). */
export const staffReply = (id: number, message: string, internal = false) =>
  as('admin').inject({
    method: 'POST',
    url: `${FEEDBACK_API.admin}/${id}/replies`,
    payload: { message, internal },
  });

/** How many outbox entries of a topic name the feedback. */
export async function repliedEntries(feedbackId: number): Promise<number> {
  const res = await t.app.ctx.db.execute(
    sql`select count(*)::int as n from outbox where topic = 'feedback.replied' and (payload->>'feedbackId')::int = ${feedbackId}`,
  );
  return Number((res.rows[0] as { n: number }).n);
}

/** A feedback resolved by the office (answers the detail after). */
export async function resolved(who: Caller): Promise<FeedbackDetail> {
  const f = await writeFeedback(who);
  await staffReply(f.id, 'We are sorry; the kitchen has been told.');
  const now = await officeRead(f.id);
  return (await setStatus(f.id, 'resolved', now.version)).json();
}
