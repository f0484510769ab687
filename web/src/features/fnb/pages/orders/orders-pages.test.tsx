import type { FnbOrder, OrderSummary } from '@club/contracts';

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  json,
  mockApi,
  problem,
  renderAt,
  resetEachTest,
  signedIn,
  testStaff,
} from '../../../../test/app-harness';
import { installFakeEventSource, openAndEmit, streamsTo } from '../../../../test/fake-event-source';
import { queryClient } from '../../../../lib/query-client';
import { fnbKeys } from '../../api/keys';
import { fnbOrder, orderSummary, ordersPage } from '../../testing/orders';

const admin = testStaff();

// Staff see the order at version 3 (two changes after it was placed).
const order = (over: Partial<FnbOrder> = {}) => fnbOrder({ version: 3, ...over });
const summary = orderSummary;
const page = (items: OrderSummary[]) => ordersPage(items, { pageSize: 20 });
const base = {
  ...signedIn(admin),
};

resetEachTest();

// The staff layout and the order pages load on demand; on a loaded CI machine, transforming
// them once took the first test past its 5 s wait for the heading. Load them before any
// test's clock runs.
beforeAll(async () => {
  await Promise.all([
    import('../../../../app/layout/app-layout'),
    import('./order-detail-page'),
    import('./manage-orders-page'),
  ]);
}, 60_000);

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

describe("the kitchen's new-order sound", () => {
  it('rings for an order that appears after the first load, not for those already open', async () => {
    const tones: number[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      resume = () => Promise.resolve();
      close = () => Promise.resolve();
      createGain = () => ({
        gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
        connect: (to: unknown) => to,
      });
      createOscillator = () => {
        const osc = {
          type: 'sine',
          frequency: { value: 0 },
          connect: (to: unknown) => to,
          start: () => tones.push(osc.frequency.value),
          stop: () => {},
        };
        return osc;
      };
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const a = order();
    const b = order({ id: 42, invoiceNumber: 'FNB/2026-27/000042', outlet: 'bar' });
    let open = [summary(a)];
    mockApi({
      ...base,
      'GET /api/admin/fnb/orders': () => json(200, page(open)),
      'GET /api/admin/fnb/orders/41': () => json(200, a),
      'GET /api/admin/fnb/orders/42': () => json(200, b),
      'GET /api/admin/fnb/outlets': () => json(200, []),
    });
    renderAt('/admin/restaurant/Kitchen');
    expect(await screen.findAllByTestId('kitchen-ticket', {}, { timeout: 5_000 })).toHaveLength(1);
    expect(tones).toEqual([]);
    expect(screen.getByTestId('kitchen-announcement')).toHaveTextContent('');

    open = [summary(a), summary(b)];
    await queryClient.refetchQueries({ queryKey: fnbKeys.kitchenOrders() });
    await waitFor(() =>
      expect(screen.getByTestId('kitchen-announcement')).toHaveTextContent(/New order for the Bar/),
    );
    expect(tones).toEqual([880, 1320]);
    expect(screen.getByRole('tab', { name: 'Bar (1)' })).toBeInTheDocument();

    // Muted: the next new order is announced, not rung.
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Sound on new orders' }));
    const c = order({ id: 43, invoiceNumber: 'FNB/2026-27/000043' });
    open = [summary(a), summary(b), summary(c)];
    await queryClient.refetchQueries({ queryKey: fnbKeys.kitchenOrders() });
    await waitFor(() =>
      expect(screen.getByTestId('kitchen-announcement')).toHaveTextContent(
        /New order for the Restaurant/,
      ),
    );
    expect(tones).toEqual([880, 1320]);
  });
});

describe("live: staff's order stream", () => {
  const STREAM = '/api/admin/fnb/orders/stream';
  const change = (o: FnbOrder) => ({
    orderId: o.id,
    memberId: o.memberId,
    outlet: o.outlet,
    status: o.status,
    version: o.version,
  });

  it('the kitchen shows a new order from the stream, and polls only while the stream is down', async () => {
    installFakeEventSource();
    const a = order();
    const b = order({ id: 42, invoiceNumber: 'FNB/2026-27/000042', outlet: 'restaurant' });
    let open = [summary(a)];
    mockApi({
      ...base,
      'GET /api/admin/fnb/orders': () => json(200, page(open)),
      'GET /api/admin/fnb/orders/41': () => json(200, a),
      'GET /api/admin/fnb/orders/42': () => json(200, b),
      'GET /api/admin/fnb/outlets': () => json(200, []),
    });
    renderAt('/admin/restaurant/Kitchen');
    expect(await screen.findAllByTestId('kitchen-ticket', {}, { timeout: 5_000 })).toHaveLength(1);
    expect(await screen.findByText(/refreshes every 5 seconds/)).toBeInTheDocument();
    await waitFor(() => expect(streamsTo(STREAM)).toHaveLength(1));
    const stream = streamsTo(STREAM)[0]!;
    open = [summary(a), summary(b)];
    openAndEmit(stream, 'order', change(b));
    await waitFor(() => expect(screen.getAllByTestId('kitchen-ticket')).toHaveLength(2));
    expect(screen.getByText(/^Updated .*, live$/)).toBeInTheDocument();
    // The stream breaks: the kitchen asks every few seconds again.
    act(() => stream.fail());
    expect(await screen.findByText(/refreshes every 5 seconds/)).toBeInTheDocument();
  });

  it('Manage Orders reloads the page of orders on a change', async () => {
    installFakeEventSource();
    let now = order();
    mockApi({
      ...base,
      'GET /api/admin/fnb/orders': () => json(200, page([summary(now)])),
    });
    renderAt('/admin/restaurant/ManageOrder');
    const table = await screen.findByRole('table', { name: 'Orders' }, { timeout: 5_000 });
    expect(await within(table).findByText('Ordered')).toBeInTheDocument();
    await waitFor(() => expect(streamsTo(STREAM)).toHaveLength(1));
    now = order({ status: 'confirmed', version: 4 });
    openAndEmit(streamsTo(STREAM)[0]!, 'order', change(now));
    expect(await within(table).findByText('Confirmed')).toBeInTheDocument();
  });

  it('Manage Orders reloads once for a burst of changes, not once per change', async () => {
    installFakeEventSource();
    let now = order();
    const calls = mockApi({
      ...base,
      'GET /api/admin/fnb/orders': () => json(200, page([summary(now)])),
    });
    const listLoads = () => calls.filter((c) => c.key === 'GET /api/admin/fnb/orders').length;
    renderAt('/admin/restaurant/ManageOrder');
    const table = await screen.findByRole('table', { name: 'Orders' }, { timeout: 5_000 });
    expect(await within(table).findByText('Ordered')).toBeInTheDocument();
    await waitFor(() => expect(streamsTo(STREAM)).toHaveLength(1));
    const before = listLoads();
    const stream = streamsTo(STREAM)[0]!;
    for (let v = 4; v < 24; v++) {
      now = order({ status: 'confirmed', version: v });
      openAndEmit(stream, 'order', change(now));
    }
    expect(await within(table).findByText('Confirmed')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 600));
    expect(listLoads() - before).toBe(1);
  });

  it('an open order shows a change made elsewhere, with a notice; its own change is not told', async () => {
    installFakeEventSource();
    let now = order();
    let answer: (r: Response) => void = () => {};
    mockApi({
      ...base,
      'GET /api/admin/fnb/orders/41': () => json(200, now),
      'PUT /api/admin/fnb/orders/41/status': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderAt('/admin/restaurant/OrderDetail/41');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 5_000 }));
    await waitFor(() => expect(streamsTo(STREAM)).toHaveLength(1));
    const stream = streamsTo(STREAM)[0]!;
    // This screen's own confirm: the stream tells of it before the answer comes.
    now = order({ status: 'confirmed', version: 4 });
    openAndEmit(stream, 'order', change(now));
    answer(json(200, now));
    expect(await screen.findByRole('button', { name: 'Start preparing' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-changed-live')).toBeNull();

    // The kitchen moves it on meanwhile: the page shows it, and says someone else did.
    now = order({ status: 'preparing', version: 5 });
    openAndEmit(stream, 'order', change(now));
    expect(await screen.findByTestId('order-changed-live')).toHaveTextContent(
      'Someone else changed this order just now; its status is Preparing.',
    );
    expect(await screen.findByRole('button', { name: 'Ready for pickup' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('order-changed-live')).toBeNull();
  });
});
