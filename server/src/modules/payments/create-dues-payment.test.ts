import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { m1, startPayment, t, usePaymentsApp } from '../../../test/support/payments.ts';

usePaymentsApp();

describe('paying dues: bad input', () => {
  it.each([
    ['99.99', 'validation.amountMinimum'],
    ['0', 'validation.amountMinimum'],
    ['100.001', 'validation.amountFormat'],
    ['500.5.0', 'validation.amountFormat'],
    ['-500', 'validation.amountFormat'],
    ['abc', 'validation.amountFormat'],
    ['', 'validation.required'],
  ])('refuses the amount %j (400, the field named, nothing created)', async (amount, key) => {
    const [before] = await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(payments);
    const res = await m1.inject({
      method: 'POST',
      url: '/api/payments/dues',
      payload: { amount, description: 'Dues' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'amount', key })]),
    );
    const [after] = await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(payments);
    expect(after!.n).toBe(before!.n);
  });

  it('requires a description', async () => {
    const res = await m1.inject({
      method: 'POST',
      url: '/api/payments/dues',
      payload: { amount: '100', description: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      field: 'description',
      key: 'validation.required',
    });
  });

  it('accepts exactly 100 and two decimals', async () => {
    const a = await startPayment(m1, '100');
    expect(a.payment.amount).toBe(10_000);
    const b = await startPayment(m1, '1234.56');
    expect(b.payment.amount).toBe(123_456);
  });

  it('records a failure when the provider cannot create the order (502, nothing charged)', async () => {
    const spy = vi
      .spyOn(t.app.payments.provider, 'createOrder')
      .mockRejectedValueOnce(new Error('provider down'));
    const res = await m1.inject({
      method: 'POST',
      url: '/api/payments/dues',
      payload: { amount: '300', description: 'Provider down' },
    });
    spy.mockRestore();
    expect(res.statusCode).toBe(502);
    const [row] = await t.app.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.description, 'Provider down'));
    expect(row).toMatchObject({ status: 'failed', failureCode: 'provider_error' });
  });
});
