import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/index.ts';
import {
  m1,
  m1Id,
  payInSandbox,
  startPayment,
  t,
  usePaymentsApp,
} from '../../../test/support/payments.ts';

usePaymentsApp();

// The member has payments of their own: three started, two of them paid.
beforeAll(async () => {
  for (const amount of ['500.00', '250.00', '100.00']) {
    const { checkout } = await startPayment(m1, amount, `Dues ${amount}`);
    if (amount !== '100.00') await payInSandbox(t.app, checkout.orderId);
  }
  await t.app.payments.sandbox!.idle();
});

describe("the member's payments", () => {
  it('lists only their own, newest first, paginated, with their balance', async () => {
    const res = await m1.inject({ url: '/api/payments?pageSize=2' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(2);
    expect(body.pageCount).toBeGreaterThan(1);
    expect(body.items[0].id).toBeGreaterThan(body.items[1].id);
    const [bal] = await t.app.ctx.db
      .select({ s: sql<string>`coalesce(sum(amount),0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, m1Id));
    expect(body.balance).toBe(Number(bal!.s));
    expect(body.balance).toBeLessThan(0);
    expect((await m1.inject({ url: '/api/payments?pageSize=0' })).statusCode).toBe(400);
  });
});
