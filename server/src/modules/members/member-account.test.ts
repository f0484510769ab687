import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/index.ts';
import {
  admin,
  editor,
  m1,
  m1Id,
  payInSandbox,
  startPayment,
  t,
  usePaymentsApp,
} from '../../../test/support/payments.ts';

usePaymentsApp();

/** The office's view of M1001's account: one payment made, so the ledger has an entry. */
beforeAll(async () => {
  const { checkout } = await startPayment(m1, '640.00', 'Dues for the office view');
  await payInSandbox(t.app, checkout.orderId);
  await t.app.payments.sandbox!.idle();
});

const url = (id: number, rest: string) => `/api/admin/members/${id}${rest}`;

describe("a member's account on the member's record", () => {
  it('shows the office the balance and recent activity the member sees, without member links', async () => {
    const res = await admin.inject({ url: url(m1Id, '/account-summary') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [sum] = await t.app.ctx.db
      .select({ s: sql<string>`coalesce(sum(amount), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, m1Id));
    expect(body.balance).toBe(Number(sum!.s));
    expect(body.recent[0]).toMatchObject({ amount: -64_000, link: null });
    // The member's own view is the same account.
    const own = (await m1.inject({ url: '/api/member/account-summary' })).json();
    expect(own.balance).toBe(body.balance);
  });

  it("lists the member's statement months and gives a month as PDF", async () => {
    const months = await admin.inject({ url: url(m1Id, '/statements') });
    expect(months.statusCode).toBe(200);
    const current = months.json().months[0].month as string;
    const pdf = await admin.inject({ url: url(m1Id, `/statements/${current}/pdf`) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['cache-control']).toContain('no-store');
  });

  it("lists the member's payments", async () => {
    const res = await admin.inject({ url: url(m1Id, '/payments?pageSize=5') });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({
      description: 'Dues for the office view',
      status: 'captured',
    });
  });

  it('refuses members and editors, and answers 404 for an unknown member and 400 for bad input', async () => {
    for (const rest of ['/account-summary', '/statements', '/payments']) {
      expect((await m1.inject({ url: url(m1Id, rest) })).statusCode, rest).toBe(403);
      expect((await editor.inject({ url: url(m1Id, rest) })).statusCode, rest).toBe(403);
      expect((await t.app.inject({ url: url(m1Id, rest) })).statusCode, rest).toBe(401);
      const unknown = await admin.inject({ url: url(999_999, rest) });
      expect(unknown.statusCode, rest).toBe(404);
      expect(unknown.headers['content-type']).toContain('application/problem+json');
    }
    for (const bad of [
      url(m1Id, '/statements/2026-13/pdf'),
      url(m1Id, '/statements/nope/pdf'),
      '/api/admin/members/abc/account-summary',
      url(m1Id, '/payments?pageSize=1000'),
    ]) {
      const res = await admin.inject({ url: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});
