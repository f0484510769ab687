import { describe, expect, it } from 'vitest';
import {
  admin,
  editor,
  m1Id,
  m2,
  paymentRow,
  startPayment,
  t,
  usePaymentsApp,
} from '../../../test/support/payments.ts';

usePaymentsApp();

describe('who may pay and see payments', () => {
  it('refuses the signed out (401) and staff who are not acting for a member (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/payments'],
      ['POST', '/api/payments/dues'],
      ['POST', '/api/payments/verify'],
      ['POST', '/api/payments/checkout-closed'],
    ] as const) {
      const payload = method === 'POST' ? {} : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      for (const who of [admin, editor]) {
        const res = await who.inject({ method, url, payload });
        expect(res.statusCode, url).toBe(403);
      }
    }
  });

  it('lets an admin acting for a member pay on their behalf (recorded as the admin)', async () => {
    const actAs = await admin.inject({
      method: 'POST',
      url: '/api/auth/act-as',
      payload: { memberCode: 'M1002' },
    });
    expect(actAs.statusCode).toBeLessThan(300);
    const { payment } = await startPayment(admin, '150.00', 'Front desk payment');
    const row = await paymentRow(payment.id);
    expect(row.memberId).not.toBe(m1Id);
    expect(row.createdByStaffId).not.toBeNull();
    const list = await m2.inject({ url: '/api/payments' });
    expect(list.json().items.map((p: { id: number }) => p.id)).toContain(payment.id);
    await admin.inject({ method: 'DELETE', url: '/api/auth/act-as' });
  });
});
