import type { SessionUser } from '@club/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flatRoutes } from '../../../app/routes';
import { landingPath } from '../../../app/route-access';
import {
  json,
  mockApi,
  renderAt,
  resetApp,
  testMember,
  testSettings as settings,
} from '../../../test/app-harness';

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
  attempts: 1,
  failureReason: null,
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
    calls = mockApi({
      'GET /api/settings': () => json(200, settings),
      'GET /api/auth/me': () => json(200, { user: member }),
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

  it("sends the checkout's signed result to the server and shows the payment received", async () => {
    calls = mockApi({
      'GET /api/settings': () => json(200, settings),
      'GET /api/auth/me': () => json(200, { user: member }),
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
    });
    calls = mockApi({
      'GET /api/settings': () => json(200, settings),
      'GET /api/auth/me': () => json(200, { user: member }),
      'GET /api/payments': () => json(200, list([failed])),
      'POST /api/payments/checkout-closed': () => json(200, { payment: failed }),
    });
    renderAt(
      '/member/payments?razorpay_order_id=order_1&razorpay_payment_id=pay_1&checkout=failed',
    );
    expect(await screen.findByText('Payment not completed')).toBeInTheDocument();
    expect(screen.getByTestId('payment-outcome')).toHaveTextContent('declined by the bank');
    expect(calls.filter((c) => c.key === 'POST /api/payments/checkout-closed')).toHaveLength(1);
  });
});

describe('a refused payment', () => {
  beforeEach(() => {
    resetApp();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's problem in one toast, not two", async () => {
    mockApi({
      'GET /api/settings': () => json(200, settings),
      'GET /api/auth/me': () => json(200, { user: member }),
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

describe('the admin landing screen', () => {
  it('is the admin dashboard, the first administration menu entry', () => {
    const admin: SessionUser = { ...member, kind: 'staff', roles: ['A'], memberStatus: null };
    expect(landingPath(admin, flatRoutes)).toBe('/admin/dashboard');
    expect(landingPath(member, flatRoutes)).toBe('/dashboards/default');
    const editor: SessionUser = { ...admin, roles: ['U'] };
    expect(landingPath(editor, flatRoutes)).not.toBe('/admin/dashboard');
  });
});
