import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { signInAs, signInMember, type As } from '../../../test/fixtures.ts';
import { payInSandbox, startPayment } from '../../../test/support/payments.ts';

let t: TestApp;
let as: As;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  as = await signInAs(t, ['member', 'admin', 'editor'], {
    member: { firstName: 'Arjun', lastName: 'Mehta' },
    admin: { email: 'a@example.com' },
    editor: { name: 'Ed', email: 'e@example.com' },
  });
  const m2 = await signInMember(t, {
    code: 'M1002',
    pin: '2345',
    firstName: 'Kavita',
    lastName: 'Rao',
  });
  // M1001: 500.00 captured, 250.00 declined; M1002: 1,000.00 captured, 300.00 open.
  const a = await startPayment(as('member'), '500.00', 'Dues April');
  await payInSandbox(t.app, a.checkout.orderId);
  const b = await startPayment(as('member'), '250.00', '=HYPERLINK("x")');
  await payInSandbox(t.app, b.checkout.orderId, '4000 0000 0000 0002');
  const c = await startPayment(m2, '1000.00', 'Dues May');
  await payInSandbox(t.app, c.checkout.orderId);
  await startPayment(m2, '300.00', 'Left open');
  await t.app.payments.sandbox!.idle();
  // One old payment, outside this month.
  await db.execute(
    sql`update ${payments} set created_at = '2024-01-15T10:00:00+05:30' where description = 'Dues May'`,
  );
});
afterAll(() => t.close());

const report = (query: string, who = as('admin')) =>
  who.inject({ url: `/api/admin/reports/payments${query}` });

describe('payment report: access', () => {
  it('is for admins: 401 signed out, 403 for members and editors', async () => {
    for (const url of ['/api/admin/reports/payments', '/api/admin/reports/payments.csv']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await as('member').inject({ url })).statusCode).toBe(403);
      expect((await as('editor').inject({ url })).statusCode).toBe(403);
    }
  });
});

describe('payment report', () => {
  it('lists every payment with totals by status', async () => {
    const res = await report('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.totals.captured).toBe(150_000);
    expect(body.totals.amount).toBe(205_000);
    const byStatus = Object.fromEntries(
      body.totals.byStatus.map((s: { status: string; count: number }) => [s.status, s.count]),
    );
    expect(byStatus).toMatchObject({ captured: 2, failed: 1, created: 1, refunded: 0 });
    expect(body.items[0]).toMatchObject({
      memberCode: expect.any(String),
      memberName: expect.any(String),
    });
  });

  it('filters by status, member and period, and sorts', async () => {
    const captured = (await report('?status=captured')).json();
    expect(captured.items.map((p: { amount: number }) => p.amount).sort()).toEqual(
      [100_000, 50_000].sort(),
    );
    const mine = (await report('?member=m1001')).json();
    expect(mine.total).toBe(2);
    expect(mine.items.every((p: { memberCode: string }) => p.memberCode === 'M1001')).toBe(true);
    const jan = (await report('?from=2024-01-01&to=2024-01-31')).json();
    expect(jan.items.map((p: { description: string }) => p.description)).toEqual(['Dues May']);
    expect(jan.totals.captured).toBe(100_000);
    const lastDay = (await report('?from=2024-01-15&to=2024-01-15')).json();
    expect(lastDay.total).toBe(1);
    const none = (await report('?from=2024-01-16&to=2024-01-16')).json();
    expect(none.total).toBe(0);
    const byAmount = (await report('?sortBy=amount&sortDir=asc')).json();
    expect(byAmount.items.map((p: { amount: number }) => p.amount)).toEqual([
      25_000, 30_000, 50_000, 100_000,
    ]);
    const paged = (await report('?pageSize=3&pageIndex=1')).json();
    expect(paged).toMatchObject({ pageCount: 2, pageIndex: 1 });
    expect(paged.items).toHaveLength(1);
    const term = (await report('?term=kavita')).json();
    expect(term.total).toBe(2);
  });

  it('refuses bad filters (400 with the fields)', async () => {
    for (const q of ['?status=bogus', '?from=15-01-2024', '?pageSize=1000', '?sortBy=password']) {
      const res = await report(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
  });

  it('exports the filtered report as CSV with a totals line (formulas neutralised)', async () => {
    const res = await as('admin').inject({
      url: '/api/admin/reports/payments.csv?member=M1001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="payment-report-/);
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(3);
    const data = rows.slice(0, 2);
    expect(data.map((r) => r['Member code'])).toEqual(['M1001', 'M1001']);
    expect(data.map((r) => r.Amount).sort()).toEqual(['250.00', '500.00']);
    expect(data.find((r) => r.Status === 'failed')!.Description).toBe(`'=HYPERLINK("x")`);
    expect(rows[2]).toMatchObject({ Date: 'Total captured', Amount: '500.00' });
  });
});
