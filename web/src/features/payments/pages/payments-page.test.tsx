import type { SessionUser } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flatRoutes } from '../../../app/routes';
import { landingPath } from '../../../app/route-access';
import { switchLanguage } from '../../../lib/i18n';
import { json, mockSignedIn, renderAt, resetApp, testMember } from '../../../test/app-harness';

const member = testMember();
const payment = (over: Record<string, unknown> = {}) => ({
  id: 1,
  purpose: 'dues',
  description: 'Dues',
  amount: 50_000,
  currency: 'INR',
  provider: 'sandbox',
  providerOrderId: 'order_1',
  providerPaymentId: 'pay_1',
  status: 'captured',
  amountRefunded: 0,
  attempts: 1,
  failureReason: null,
  failureReasonCode: null,
  createdAt: '2026-03-01T10:00:00Z',
  capturedAt: '2026-03-01T10:01:00Z',
  ...over,
});

const list = (items: unknown[]) => ({
  items,
  pageIndex: 0,
  pageSize: 10,
  pageCount: 1,
  total: items.length,
  balance: 125_000,
  currency: 'INR',
});

let calls: { key: string; body: unknown }[];

describe('Pay Dues (member/payments)', () => {
  beforeEach(() => {
    resetApp();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the amount before sending anything, and shows the balance', async () => {
    calls = mockSignedIn(member, {
      'GET /api/payments': () => json(200, list([])),
    });
    renderAt('/member/payments');
    expect(await screen.findByRole('heading', { name: 'Pay Dues', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('balance')).toHaveTextContent('1,250.00');
    expect(screen.getByText('Due to the club')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Amount/), '99.99');
    await user.type(screen.getByLabelText(/^Description/), 'Dues');
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByText('Pay at least 100.00.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Amount/));
    await user.type(screen.getByLabelText(/^Amount/), '100.123');
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(
      await screen.findByText('Enter an amount with at most 2 decimals, e.g. 500.00.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/payments/dues')).toBe(false);
  });

  it("fills the full balance from the button and from the dashboard's Pay now (?pay=full)", async () => {
    calls = mockSignedIn(member, {
      'GET /api/payments': () => json(200, list([])),
    });
    renderAt('/member/payments?pay=full');
    await waitFor(() => expect(screen.getByLabelText(/^Amount/)).toHaveValue('1250.00'));
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Full balance');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Amount/));
    await user.clear(screen.getByLabelText(/^Description/));
    await user.type(screen.getByLabelText(/^Description/), 'March dues');
    await user.click(screen.getByRole('button', { name: 'Pay the full balance (₹1,250.00)' }));
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('1250.00');
    // A description the member typed is kept.
    expect(screen.getByLabelText(/^Description/)).toHaveValue('March dues');
  });

  it('starts a failed or abandoned payment again with its amount and description', async () => {
    calls = mockSignedIn(member, {
      'GET /api/payments': () =>
        json(
          200,
          list([
            payment({
              id: 2,
              status: 'failed',
              amount: 75_050,
              description: 'April dues',
              failureReason: 'The payment was not completed in time.',
              failureReasonCode: 'timed_out',
            }),
            payment(),
          ]),
        ),
    });
    renderAt('/member/payments');
    const user = userEvent.setup();
    // Only the failed one offers it; the paid one has its receipt instead.
    const again = await screen.findAllByRole('button', { name: /again$/ });
    expect(again).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /^Receipt of payment/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Pay ₹750.50 for “April dues” again' }));
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('750.50');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('April dues');
    expect(screen.getByLabelText(/^Amount/)).toHaveFocus();
  });

  it('offers no full-balance payment when nothing is owed', async () => {
    calls = mockSignedIn(member, {
      'GET /api/payments': () => json(200, { ...list([]), balance: -5_000 }),
    });
    renderAt('/member/payments?pay=full');
    expect(await screen.findByText('In credit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /full balance/ })).toBeNull();
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('');
  });

  it("sends the checkout's signed result to the server and shows the payment received", async () => {
    calls = mockSignedIn(member, {
      'GET /api/payments': () => json(200, list([payment()])),
      'POST /api/payments/verify': () => json(200, { payment: payment() }),
    });
    const router = renderAt(
      '/member/payments?razorpay_order_id=order_1&razorpay_payment_id=pay_1&razorpay_signature=abc',
    );
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent('500.00');
    const verify = calls.filter((c) => c.key === 'POST /api/payments/verify');
    expect(verify).toHaveLength(1);
    expect(verify[0]!.body).toEqual({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'abc',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('table', { name: 'Your payments' })).toHaveTextContent('Paid');
  });

  it('asks the server about a checkout that closed without success and shows the failure', async () => {
    const failed = payment({
      status: 'failed',
      failureReason: 'Your payment has been declined by the bank.',
      failureReasonCode: 'declined',
    });
    calls = mockSignedIn(member, {
      'GET /api/payments': () => json(200, list([failed])),
      'POST /api/payments/checkout-closed': () => json(200, { payment: failed }),
    });
    renderAt(
      '/member/payments?razorpay_order_id=order_1&razorpay_payment_id=pay_1&checkout=failed',
    );
    expect(await screen.findByText('Payment not completed')).toBeInTheDocument();
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent(
      'The card was declined by the bank.',
    );
    expect(calls.filter((c) => c.key === 'POST /api/payments/checkout-closed')).toHaveLength(1);
  });

  it("tells a failed payment's reason in the reader's language, never the provider's English", async () => {
    const failed = payment({
      status: 'failed',
      failureReason: 'Your payment has been declined by the bank.',
      failureReasonCode: 'insufficient_funds',
    });
    calls = mockSignedIn(member, {
      'GET /api/payments': () => json(200, list([failed])),
      'POST /api/payments/checkout-closed': () => json(200, { payment: failed }),
    });
    await switchLanguage('de');
    try {
      renderAt(
        '/member/payments?razorpay_order_id=order_1&razorpay_payment_id=pay_1&checkout=failed',
      );
      const outcome = await screen.findByTestId('payment-outcome', {}, { timeout: 5000 });
      expect(outcome).toHaveTextContent(
        'Das Konto ist für diese Zahlung nicht ausreichend gedeckt.',
      );
      // The list of payments says it too, under the payment's description.
      const table = await screen.findByRole('table', { name: 'Ihre Zahlungen' }, { timeout: 5000 });
      expect(
        within(table).getByText('Das Konto ist für diese Zahlung nicht ausreichend gedeckt.'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/declined by the bank/)).toBeNull();
    } finally {
      await switchLanguage('en');
    }
  });

  it('lists the settled payment even when the first load read it before it settled', async () => {
    const failed = payment({ status: 'failed', failureReason: 'The checkout was closed.' });
    let release: () => void = () => undefined;
    let loads = 0;
    mockSignedIn(member, {
      // The first load read the payment while it was still started, and answers late.
      'GET /api/payments': () => {
        loads += 1;
        if (loads > 1) return json(200, list([failed]));
        const stale = json(200, list([payment({ status: 'created', capturedAt: null })]));
        return new Promise<Response>((resolve) => {
          release = () => resolve(stale);
        });
      },
      'POST /api/payments/checkout-closed': () => {
        setTimeout(() => release(), 50);
        return json(200, { payment: failed });
      },
    });
    renderAt('/member/payments?razorpay_order_id=order_1&checkout=cancelled');
    expect(await screen.findByText('Payment not completed')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your payments' });
    await waitFor(() => expect(table).toHaveTextContent('Failed'));
    expect(loads).toBe(2);
  });
});

describe('a refused payment', () => {
  beforeEach(() => {
    resetApp();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's problem in one toast, not two", async () => {
    mockSignedIn(member, {
      'GET /api/payments': () => json(200, list([])),
      'POST /api/payments/dues': () =>
        json(
          503,
          {
            type: 'about:blank',
            title: 'Service Unavailable',
            status: 503,
            code: 'payments_unavailable',
            detail: 'Card payments are paused for maintenance.',
          },
          'application/problem+json',
        ),
    });
    renderAt('/member/payments');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Amount/), '500');
    await user.type(screen.getByLabelText(/^Description/), 'Dues');
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(
      await screen.findByText('Card payments are paused for maintenance.'),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByText('Card payments are paused for maintenance.')).toHaveLength(1);
  });
});

describe('the amount in the reader’s own format', () => {
  beforeEach(() => {
    resetApp();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await switchLanguage('en');
  });

  /** The server is answered with a refusal: only what the form sent matters here. */
  const paused = () =>
    json(
      503,
      {
        type: 'about:blank',
        title: 'Service Unavailable',
        status: 503,
        code: 'payments_unavailable',
        detail: 'Card payments are paused for maintenance.',
      },
      'application/problem+json',
    );
  const api = () =>
    mockSignedIn(member, {
      'GET /api/payments': () => json(200, list([])),
      'POST /api/payments/dues': paused,
    });
  const sent = () =>
    calls
      .filter((c) => c.key === 'POST /api/payments/dues')
      .map((c) => c.body as { amount: string });

  it('in German, takes "1.234,5" and sends the plain amount; the hint and errors write 100,00', async () => {
    calls = api();
    await switchLanguage('de');
    renderAt('/member/payments');
    const amount = await screen.findByLabelText(/^Betrag/, {}, { timeout: 5000 });
    expect(screen.getByText('Mindestens 100,00, höchstens 2 Dezimalstellen.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('placeholder', '0,00');
    const user = userEvent.setup();
    await user.type(amount, '99,99');
    await user.type(screen.getByLabelText(/^Beschreibung/), 'Beiträge');
    await user.click(screen.getByRole('button', { name: 'Mit Karte zahlen' }));
    expect(await screen.findByText('Zahlen Sie mindestens 100,00.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '500,505');
    await user.click(screen.getByRole('button', { name: 'Mit Karte zahlen' }));
    expect(
      await screen.findByText(
        'Geben Sie einen Betrag mit höchstens 2 Dezimalstellen ein, z. B. 500,00.',
      ),
    ).toBeInTheDocument();
    expect(sent()).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '1.234,5');
    await user.click(screen.getByRole('button', { name: 'Mit Karte zahlen' }));
    await waitFor(() => expect(sent()).toEqual([{ amount: '1234.5', description: 'Beiträge' }]));
    // What the member typed stays as typed.
    expect(amount).toHaveValue('1.234,5');
  });

  it('in Spanish, takes "500,50" and the plain "500.50" alike', async () => {
    calls = api();
    await switchLanguage('es');
    renderAt('/member/payments');
    const amount = await screen.findByLabelText(/^Importe/, {}, { timeout: 5000 });
    expect(screen.getByText('Al menos 100,00, con 2 decimales como máximo.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(amount, '500,50');
    await user.type(screen.getByLabelText(/^Descripción/), 'Cuotas');
    await user.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    await user.clear(amount);
    await user.type(amount, '500.50');
    await user.click(screen.getByRole('button', { name: 'Pagar con tarjeta' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent().map((b) => b.amount)).toEqual(['500.50', '500.50']);
  });

  it('in English, refuses "500,50" (a misplaced separator or a decimal comma) and takes "1,234.50"', async () => {
    calls = api();
    renderAt('/member/payments');
    const amount = await screen.findByLabelText(/^Amount/, {}, { timeout: 5000 });
    expect(screen.getByText('At least 100.00, with at most 2 decimals.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(amount, '500,50');
    await user.type(screen.getByLabelText(/^Description/), 'Dues');
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(
      await screen.findByText('Enter an amount with at most 2 decimals, e.g. 500.00.'),
    ).toBeInTheDocument();
    expect(sent()).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '1,234.50');
    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(sent()).toEqual([{ amount: '1234.50', description: 'Dues' }]));
  });
});

describe('the admin landing screen', () => {
  it('is the admin dashboard, the first administration menu entry', () => {
    const admin: SessionUser = { ...member, kind: 'staff', roles: ['A'], memberStatus: null };
    expect(landingPath(admin, flatRoutes)).toBe('/admin/dashboard');
    expect(landingPath(member, flatRoutes)).toBe('/dashboards/default');
    const editor: SessionUser = { ...admin, roles: ['U'] };
    expect(landingPath(editor, flatRoutes)).not.toBe('/admin/dashboard');
  });
});
