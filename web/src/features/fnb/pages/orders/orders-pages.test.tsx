import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem, renderAt } from '../../../../test/app-harness';

import { staffBase, staffOrder, staffOrderTests, staffPage } from '../../testing/order-pages';
import { orderSummary } from '../../testing/orders';

const order = staffOrder;
const summary = orderSummary;
const page = staffPage;
const base = staffBase;

staffOrderTests();

describe('OrderDetail/{id}', () => {
  it('shows the lines, taxes, totals and history, and confirms with the version shown', async () => {
    const calls = mockApi({
      ...base,
      'GET /api/admin/fnb/orders/41': () => json(200, order()),
      'PUT /api/admin/fnb/orders/41/status': () =>
        json(
          200,
          order({
            status: 'confirmed',
            version: 4,
            events: [
              ...order().events,
              { status: 'confirmed', at: '2026-11-24T12:45:00Z', by: 'staff', note: '' },
            ],
          }),
        ),
    });
    renderAt('/admin/restaurant/OrderDetail/41');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Order FNB/2026-27/000041' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Items of the order' });
    expect(within(lines).getByText('Chicken Tikka')).toBeInTheDocument();
    expect(within(lines).getByText('Non-vegetarian')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('1,135.05');
    expect(screen.getByText('CGST').nextSibling).toHaveTextContent('27.02');
    expect(screen.getByText('SGST').nextSibling).toHaveTextContent('27.03');
    expect(screen.getByText('No onions')).toBeInTheDocument();
    // Ordered: confirm, reject, cancel; no skipping ahead.
    expect(screen.queryByRole('button', { name: /Delivered/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/admin/fnb/orders/41/status')?.body).toEqual({
        status: 'confirmed',
        version: 3,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Start preparing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject…' })).toBeNull();
    expect(screen.getAllByTestId('order-event')).toHaveLength(2);
  });

  it("says the order changed and shows it as it is now when another's change came first", async () => {
    let reads = 0;
    const calls = mockApi({
      ...base,
      'GET /api/admin/fnb/orders/41': () =>
        json(200, ++reads === 1 ? order() : order({ status: 'confirmed', version: 4 })),
      'PUT /api/admin/fnb/orders/41/status': () =>
        problem(409, 'order_changed', 'This order was changed meanwhile.'),
    });
    renderAt('/admin/restaurant/OrderDetail/41');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 5_000 }));
    expect(await screen.findByText('This order was changed meanwhile.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start preparing' })).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'GET /api/admin/fnb/orders/41').length).toBe(2);
  });

  it('rejects only with a reason, sent with the version shown', async () => {
    const calls = mockApi({
      ...base,
      'GET /api/admin/fnb/orders/41': () => json(200, order()),
      'POST /api/admin/fnb/orders/41/reject': () =>
        json(200, order({ status: 'rejected', reason: 'Tandoor is down', version: 4 })),
    });
    renderAt('/admin/restaurant/OrderDetail/41');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject…' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order FNB/2026-27/000041' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the order' }));
    expect(calls.some((c) => c.key === 'POST /api/admin/fnb/orders/41/reject')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Tandoor is down');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the order' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/admin/fnb/orders/41/reject')?.body).toEqual({
        reason: 'Tandoor is down',
        version: 3,
      }),
    );
    expect(await screen.findByText('Rejected because')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('removes an item after a confirmation that says the last one cancels', async () => {
    const single = order({ lines: [order().lines[0]!] });
    const calls = mockApi({
      ...base,
      'GET /api/admin/fnb/orders/41': () => json(200, single),
      'POST /api/admin/fnb/orders/41/lines/1/remove': () =>
        json(200, { ...single, status: 'cancelled', version: 4 }),
    });
    renderAt('/admin/restaurant/OrderDetail/41');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Remove Paneer Tikka' }, { timeout: 5_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove an item' });
    expect(dialog).toHaveTextContent('removing it cancels the order');
    await user.click(within(dialog).getByRole('button', { name: 'Remove the item' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.key === 'POST /api/admin/fnb/orders/41/lines/1/remove')?.body,
      ).toEqual({ version: 3 }),
    );
  });
});

describe('OrderDetail/{id}: a refused card refund', () => {
  const cardPayment = (refundTrouble: 'retrying' | 'given_up' | null) => ({
    status: 'captured' as const,
    amount: 113_505,
    amountRefunded: 0,
    amountRefundPending: 113_505,
    failureReason: null,
    failureReasonCode: null,
    refundTrouble,
  });
  const stopped = (refundTrouble: 'retrying' | 'given_up' | null) =>
    order({
      status: 'cancelled',
      paymentMethod: 'card',
      reason: 'Closed early',
      payment: cardPayment(refundTrouble),
    });

  it('says the provider refused and is retried, with nothing to press', async () => {
    mockApi({ ...base, 'GET /api/admin/fnb/orders/41': () => json(200, stopped('retrying')) });
    renderAt('/admin/restaurant/OrderDetail/41');
    const alert = await screen.findByTestId('refund-trouble', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('The card refund was refused');
    expect(alert).toHaveTextContent('₹1,135.05');
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('order-payment')).toHaveTextContent(
      'Card · Paid Refund asked of the provider: ₹1,135.05',
    );
  });

  it('once given up, staff send it again and the notice goes', async () => {
    const calls = mockApi({
      ...base,
      'GET /api/admin/fnb/orders/41': () => json(200, stopped('given_up')),
      'POST /api/admin/fnb/orders/41/retry-refund': () => json(200, stopped(null)),
    });
    renderAt('/admin/restaurant/OrderDetail/41');
    const alert = await screen.findByTestId('refund-trouble', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('The card refund needs you');
    await userEvent.click(within(alert).getByRole('button', { name: 'Send the refund again' }));
    expect(
      await screen.findByText('The refund of ₹1,135.05 is sent to the provider again.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/admin/fnb/orders/41/retry-refund')).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('refund-trouble')).toBeNull());
  });
});

describe('Manage Orders', () => {
  it("asks for today's orders at first and sends each filter", async () => {
    const calls = mockApi({
      ...base,
      'GET /api/admin/fnb/orders': () => json(200, page([summary(order())])),
    });
    renderAt('/admin/restaurant/ManageOrder?status=open&outlet=bar');
    const table = await screen.findByRole('table', { name: 'Orders' }, { timeout: 5_000 });
    expect(await within(table).findByText('FNB/2026-27/000041')).toBeInTheDocument();
    expect(within(table).getByText('Ordered')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'GET /api/admin/fnb/orders')).toBe(true);
    const fetched = (vi.mocked(fetch).mock.calls as [string][])
      .map(([u]) => new URL(u, 'http://localhost'))
      .filter((u) => u.pathname === '/api/admin/fnb/orders');
    const q = fetched.at(-1)!.searchParams;
    expect(q.get('status')).toBe('open');
    expect(q.get('outlet')).toBe('bar');
    expect(q.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(q.get('sortBy')).toBe('slotAt');
  });
});

describe('the kitchen view', () => {
  it('shows open orders as tickets and bumps the one in focus with the keyboard', async () => {
    const a = order();
    const b = order({
      id: 42,
      invoiceNumber: 'FNB/2026-27/000042',
      status: 'preparing',
      version: 7,
    });
    const calls = mockApi({
      ...base,
      'GET /api/admin/fnb/orders': () => json(200, page([summary(a), summary(b)])),
      'GET /api/admin/fnb/orders/41': () => json(200, a),
      'GET /api/admin/fnb/orders/42': () => json(200, b),
      'GET /api/admin/fnb/outlets': () =>
        json(200, [
          {
            code: 'restaurant',
            opensAt: '07:30',
            closesAt: '22:30',
            leadMinutes: 30,
            slotCapacity: 10,
            paused: false,
            openNow: true,
          },
        ]),
      'PUT /api/admin/fnb/orders/42/status': () =>
        json(200, { ...b, status: 'ready_for_pickup', version: 8 }),
    });
    renderAt('/admin/restaurant/Kitchen');
    const tickets = await screen.findAllByTestId('kitchen-ticket', {}, { timeout: 5_000 });
    expect(tickets).toHaveLength(2);
    expect(await within(tickets[0]!).findByText('2 × Chicken Tikka')).toBeInTheDocument();
    expect(within(tickets[0]!).getByText('Notes:')).toBeInTheDocument();
    expect(
      await screen.findByRole('switch', { name: /Pause ordering at the Restaurant/ }),
    ).not.toBeChecked();
    const [first, second] = screen.getAllByTestId('bump');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(second).toHaveFocus();
    expect(second).toHaveTextContent('Ready for pickup');
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/admin/fnb/orders/42/status')?.body).toEqual({
        status: 'ready_for_pickup',
        version: 7,
      }),
    );
    expect(calls.some((c) => c.key === 'PUT /api/admin/fnb/orders/41/status')).toBe(false);
  });
});
