import type { FnbOrder } from '@club/contracts';

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderAt } from '../../../../test/app-harness';
import { installFakeEventSource, openAndEmit, streamsTo } from '../../../../test/fake-event-source';
import { queryClient } from '../../../../lib/query-client';
import { fnbKeys } from '../../api/keys';
import { staffBase, staffOrder, staffOrderTests, staffPage } from '../../testing/order-pages';
import { orderSummary } from '../../testing/orders';

const order = staffOrder;
const summary = orderSummary;
const page = staffPage;
const base = staffBase;

staffOrderTests();

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
