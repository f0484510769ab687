import { describe, expect, it } from 'vitest';
import {
  ledgerFor,
  m1,
  paymentRow,
  payInSandbox,
  sandbox,
  startPayment,
  t,
  verify,
  webhook,
  usePaymentsApp,
} from '../../../test/support/payments.ts';

usePaymentsApp();

describe('a crash between the provider capture and the ledger posting', () => {
  it('loses nothing: reconciliation applies it once, and a late webhook changes nothing', async () => {
    await t.app.payments.reconcile({ graceSeconds: 0 }); // settle what earlier tests left open
    const { payment, checkout } = await startPayment(m1, '640.00', 'Crash');
    sandbox().dropWebhooks = true; // captured at the provider; webhook and return both lost
    const paid = await payInSandbox(t.app, checkout.orderId);
    sandbox().dropWebhooks = false;
    expect(paid.status).toBe(303);
    expect((await paymentRow(payment.id)).status).toBe('created');
    expect(await ledgerFor(payment.id)).toHaveLength(0);

    // Too young for the job: its browser return may still come.
    expect((await t.app.payments.reconcile()).captured).toBe(0);
    const [first, second] = await Promise.all([
      t.app.payments.reconcile({ graceSeconds: 0 }),
      t.app.payments.reconcile({ graceSeconds: 0 }),
    ]);
    expect(first!.captured + second!.captured).toBe(1);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'captured',
      settledVia: 'reconcile',
    });
    expect(await ledgerFor(payment.id)).toHaveLength(1);

    const pp = await t.app.payments.provider.fetchPayment(paid.query!.razorpay_payment_id!);
    const late = await webhook('payment.captured', pp!.raw as Record<string, unknown>);
    expect(late.json().outcome).toBe('unchanged');
    expect((await verify(m1, paid.query!)).json().payment.status).toBe('captured');
    expect(await ledgerFor(payment.id)).toHaveLength(1);
  });

  it('loses nothing: the next webhook applies it once', async () => {
    const { payment, checkout } = await startPayment(m1, '320.00', 'Crash 2');
    sandbox().dropWebhooks = true;
    const paid = await payInSandbox(t.app, checkout.orderId);
    sandbox().dropWebhooks = false;
    const pp = await t.app.payments.provider.fetchPayment(paid.query!.razorpay_payment_id!);
    const res = await webhook('payment.captured', pp!.raw as Record<string, unknown>);
    expect(res.json().outcome).toBe('applied');
    expect(await ledgerFor(payment.id)).toHaveLength(1);
    await t.app.payments.reconcile({ graceSeconds: 0 });
    expect(await ledgerFor(payment.id)).toHaveLength(1);
  });

  it('reconciliation records unfinished payments as abandoned after the time limit', async () => {
    const { payment } = await startPayment(m1, '200.00', 'Abandoned');
    await t.app.payments.reconcile({ graceSeconds: 0 });
    expect((await paymentRow(payment.id)).status).toBe('created'); // not yet abandoned
    const summary = await t.app.payments.reconcile({ graceSeconds: 0, abandonMinutes: 0 });
    expect(summary.abandoned).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'failed',
      failureCode: 'abandoned',
    });
    const list = await m1.inject({ url: '/api/payments?pageSize=100' });
    expect(list.json().items.find((p: { id: number }) => p.id === payment.id)).toMatchObject({
      status: 'failed',
      failureReason: 'The payment was not completed in time.',
      failureReasonCode: 'timed_out',
    });
  });
});
