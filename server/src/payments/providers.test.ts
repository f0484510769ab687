import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { AFTER_PAINT_CSP } from '../plugins/after-paint.ts';
import { selectedProvider } from './provider.ts';
import { createRazorpayProvider } from './razorpay.ts';

const keys = { keyId: 'rzp_test_abc', keySecret: 'key-secret', webhookSecret: 'hook-secret' };
const hmac = (secret: string, msg: string) =>
  createHmac('sha256', secret).update(msg).digest('hex');

describe('provider selection', () => {
  it('uses Razorpay only when asked for or when all three keys are set', () => {
    expect(selectedProvider({})).toBe('sandbox');
    expect(selectedProvider({ RAZORPAY_KEY_ID: 'a', RAZORPAY_KEY_SECRET: 'b' })).toBe('sandbox');
    expect(
      selectedProvider({
        RAZORPAY_KEY_ID: 'a',
        RAZORPAY_KEY_SECRET: 'b',
        RAZORPAY_WEBHOOK_SECRET: 'c',
      }),
    ).toBe('razorpay');
    expect(
      selectedProvider({
        PAYMENTS_PROVIDER: 'sandbox',
        RAZORPAY_KEY_ID: 'a',
        RAZORPAY_KEY_SECRET: 'b',
        RAZORPAY_WEBHOOK_SECRET: 'c',
      }),
    ).toBe('sandbox');
  });
});

describe('Razorpay provider (official SDK)', () => {
  const rzp = createRazorpayProvider(keys);

  it('verifies the checkout signature: HMAC-SHA256 of order_id|payment_id with the key secret', () => {
    const signature = hmac(keys.keySecret, 'order_1|pay_1');
    expect(rzp.verifyPaymentSignature({ orderId: 'order_1', paymentId: 'pay_1', signature })).toBe(
      true,
    );
    expect(rzp.verifyPaymentSignature({ orderId: 'order_2', paymentId: 'pay_1', signature })).toBe(
      false,
    );
    expect(
      rzp.verifyPaymentSignature({
        orderId: 'order_1',
        paymentId: 'pay_1',
        signature: hmac('other', 'order_1|pay_1'),
      }),
    ).toBe(false);
  });

  it('verifies webhooks over the raw body with the webhook secret', () => {
    const body = '{"event":"payment.captured"}';
    expect(rzp.verifyWebhookSignature(body, hmac(keys.webhookSecret, body))).toBe(true);
    expect(rzp.verifyWebhookSignature(body, hmac(keys.keySecret, body))).toBe(false);
    expect(rzp.verifyWebhookSignature(`${body} `, hmac(keys.webhookSecret, body))).toBe(false);
    expect(rzp.verifyWebhookSignature(body, '')).toBe(false);
    expect(rzp.checkoutUrl('order_1')).toBeNull();
  });
});

describe('the app with Razorpay configured', () => {
  let t: TestApp;
  let sandboxApp: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
    });
    sandboxApp = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await sandboxApp.close();
  });

  it("allows Razorpay's Checkout.js in the CSP only then", async () => {
    const csp = String(
      (await t.app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain('frame-src https://api.razorpay.com');
    const plain = String(
      (await sandboxApp.app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    expect(plain).not.toContain('razorpay');
    // The portal's own origin, and the one inline script by its hash (plugins/after-paint.ts).
    expect(plain).toContain(`script-src 'self' ${AFTER_PAINT_CSP};`);
  });

  it('has no sandbox checkout, and checks webhooks with the Razorpay webhook secret', async () => {
    expect(t.app.payments.provider.name).toBe('razorpay');
    expect(t.app.payments.sandbox).toBeNull();
    expect((await t.app.inject({ url: '/api/payments/sandbox/checkout/order_x' })).statusCode).toBe(
      404,
    );
    const body = '{"event":"payment.captured","payload":{}}';
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(keys.webhookSecret, body),
        'x-razorpay-event-id': 'evt_rzp_1',
      },
      payload: body,
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().outcome).toBe('ignored');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac('guess', body),
      },
      payload: body,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses to start with PAYMENTS_PROVIDER=razorpay and missing keys', async () => {
    await expect(createTestApp({ PAYMENTS_PROVIDER: 'razorpay' })).rejects.toThrow(
      /RAZORPAY_KEY_ID/,
    );
  });
});
