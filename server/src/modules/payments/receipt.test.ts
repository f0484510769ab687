import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  editor,
  m1,
  m2,
  payInSandbox,
  startPayment,
  t,
  usePaymentsApp,
} from '../../../test/support/payments.ts';

usePaymentsApp();

/** M1001 paid one payment and left another unfinished. */
let paid: number;
let unfinished: number;
beforeAll(async () => {
  const a = await startPayment(m1, '750.50', 'Dues for the receipt');
  await payInSandbox(t.app, a.checkout.orderId);
  const b = await startPayment(m1, '120.00', 'Dues left unpaid');
  await t.app.payments.sandbox!.idle();
  paid = a.payment.id;
  unfinished = b.payment.id;
});

const receipt = (id: number, lang?: string) =>
  `/api/payments/${id}/receipt.pdf${lang ? `?lang=${lang}` : ''}`;

describe('payment receipts', () => {
  it("gives the member their paid payment's receipt as a PDF, in the language asked for", async () => {
    const res = await m1.inject({ url: receipt(paid, 'de') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt-P-${String(paid).padStart(6, '0')}.pdf"`,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // The document's title (uncompressed in its info) is in German.
    expect(pdf).toContain('Zahlungsbeleg');
    const en = (await m1.inject({ url: receipt(paid) })).rawPayload.toString('latin1');
    expect(en).toContain('Payment receipt');
  });

  it('gives the office any paid payment’s receipt', async () => {
    const res = await admin.inject({ url: `/api/admin/payments/${paid}/receipt.pdf?lang=es` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('latin1')).toContain('Recibo de pago');
  });

  it('has no receipt for an unfinished payment, another member’s or an unknown one (404)', async () => {
    for (const [who, id] of [
      [m1, unfinished],
      [m2, paid],
      [m1, 999_999],
    ] as const) {
      const res = await who.inject({ url: receipt(id) });
      expect(res.statusCode, `${id}`).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const staff = await admin.inject({ url: `/api/admin/payments/${unfinished}/receipt.pdf` });
    expect(staff.statusCode).toBe(404);
  });

  it('refuses the wrong roles and bad input', async () => {
    expect((await editor.inject({ url: receipt(paid) })).statusCode).toBe(403);
    expect(
      (await editor.inject({ url: `/api/admin/payments/${paid}/receipt.pdf` })).statusCode,
    ).toBe(403);
    expect((await m1.inject({ url: `/api/admin/payments/${paid}/receipt.pdf` })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: receipt(paid) })).statusCode).toBe(401);
    for (const url of [
      receipt(paid, 'fr'),
      '/api/payments/abc/receipt.pdf',
      '/api/payments/0/receipt.pdf',
      '/api/payments/99999999999/receipt.pdf',
    ]) {
      const res = await m1.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});
