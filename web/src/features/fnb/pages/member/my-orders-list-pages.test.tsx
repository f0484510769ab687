import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { json, mockApi, renderAt } from '../../../../test/app-harness';
import { openAndEmit, streamsTo } from '../../../../test/fake-event-source';

import { confirmedOrder, fnbOrder, orderSummary, ordersPage } from '../../testing/orders';
import { memberBase, memberOrderTests } from '../../testing/order-pages';

const order = fnbOrder;

const confirmed = confirmedOrder;

const summary = orderSummary;
const page = ordersPage;

const base = memberBase;

const STREAM = '/api/fnb/orders/stream';
const timeout = { timeout: 5_000 };

memberOrderTests();

describe('My Orders (orders/list)', () => {
  it('lists the orders with status, outlet, times and total, each linking to it; the menu leads there', async () => {
    const calls = mockApi({
      ...base,
      'GET /api/fnb/orders': () =>
        json(
          200,
          page(
            [summary(confirmed({ id: 42, invoiceNumber: 'FNB/2026-27/000042' })), summary(order())],
            {
              pageCount: 2,
              total: 12,
            },
          ),
        ),
    });
    const router = renderAt('/member/foodordering/orders/list');
    const list = await screen.findByRole('list', { name: 'My orders' }, timeout);
    const cards = within(list).getAllByTestId('my-order');
    expect(cards.map((c) => c.getAttribute('data-order'))).toEqual(['42', '41']);
    expect(within(cards[0]!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Ordered')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Restaurant · 3 items');
    expect(within(cards[1]!).getByTestId('my-order-total')).toHaveTextContent('1,135.05');
    expect(
      within(cards[1]!).getByRole('link', { name: 'Order FNB/2026-27/000041' }),
    ).toHaveAttribute('href', '/member/foodordering/orders/detail/41');
    // The side menu's F&B group and the ordering screens' own links both lead here.
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'F&B Orders' })).toHaveAttribute(
      'href',
      '/member/foodordering/orders/list',
    );
    const ordering = screen.getByRole('navigation', { name: 'Food and beverage screens' });
    expect(within(ordering).getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The next page asks the server for it.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        (vi.mocked(fetch).mock.calls as [string][])
          .map(([u]) => new URL(u, 'http://localhost'))
          .some((u) => u.pathname === '/api/fnb/orders' && u.searchParams.get('pageIndex') === '1'),
      ).toBe(true),
    );
    expect(calls.filter((c) => c.key === 'GET /api/fnb/orders').length).toBeGreaterThanOrEqual(2);
    // The page is in the address.
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('keeps the page and its size in the address: a reload shows the same page', async () => {
    mockApi({
      ...base,
      'GET /api/fnb/orders': () =>
        json(200, page([summary(order())], { pageSize: 50, pageCount: 3, total: 120 })),
    });
    const asked = () =>
      (vi.mocked(fetch).mock.calls as [string][])
        .map(([u]) => new URL(u, 'http://localhost'))
        .filter((u) => u.pathname === '/api/fnb/orders')
        .map((u) => `${u.searchParams.get('pageIndex')}/${u.searchParams.get('pageSize')}`);
    const router = renderAt('/member/foodordering/orders/list?page=2&size=50');
    await screen.findByRole('list', { name: 'My orders' }, timeout);
    expect(asked()).toContain('1/50');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('textbox', { name: 'Orders per page' })).toHaveValue('50');

    // Another size goes back to the first page; the address keeps it.
    const user = userEvent.setup();
    const size = screen.getByRole('textbox', { name: 'Orders per page' });
    await user.click(size);
    const listbox = () => document.getElementById(size.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(listbox()).not.toBeNull());
    await user.click(within(listbox()!).getByRole('option', { name: '10', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?size=10'));
    await waitFor(() => expect(asked()).toContain('0/10'));
  });

  it('says when there are no orders yet and leads to the menu', async () => {
    mockApi({ ...base, 'GET /api/fnb/orders': () => json(200, page([])) });
    renderAt('/member/foodordering/orders/list');
    expect(
      await screen.findByText('You have not ordered anything yet.', {}, timeout),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute(
      'href',
      '/member/foodordering/home',
    );
  });

  it("shows a status change from the member's stream without a reload", async () => {
    let now = order();
    mockApi({ ...base, 'GET /api/fnb/orders': () => json(200, page([summary(now)])) });
    renderAt('/member/foodordering/orders/list');
    const card = await screen.findByTestId('my-order', {}, timeout);
    expect(within(card).getByText('Ordered')).toBeInTheDocument();
    now = confirmed();
    await waitFor(() => expect(streamsTo(STREAM)).toHaveLength(1));
    openAndEmit(streamsTo(STREAM)[0]!, 'order', {
      orderId: 41,
      memberId: 7,
      outlet: 'restaurant',
      status: 'confirmed',
      version: 2,
    });
    expect(await within(card).findByText('Confirmed')).toBeInTheDocument();
  });
});

describe('the invoice (invoice/{id})', () => {
  it("shows the club's letterhead, the number, items, CGST, SGST and totals, with the PDF and print", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockApi({ ...base, 'GET /api/fnb/orders/41': () => json(200, order()) });
    renderAt('/member/foodordering/invoice/41');
    const invoice = await screen.findByRole(
      'article',
      { name: 'Tax invoice FNB/2026-27/000041' },
      timeout,
    );
    const letterhead = within(invoice).getByTestId('letterhead');
    expect(letterhead).toHaveTextContent('Test Gymkhana Club');
    expect(letterhead).toHaveTextContent('1 Club Road');
    expect(letterhead).toHaveTextContent('office@example.org');
    expect(
      within(invoice).getByRole('heading', { level: 1, name: 'Tax invoice' }),
    ).toBeInTheDocument();
    expect(within(invoice).getByTestId('invoice-number')).toHaveTextContent('FNB/2026-27/000041');
    expect(invoice).toHaveTextContent('Asha Rao');
    expect(invoice).toHaveTextContent('Member code M1001');
    expect(invoice).toHaveTextContent('Charged to your club account');
    expect(within(invoice).getByText('Paneer Tikka')).toBeInTheDocument();
    expect(within(invoice).getByText('CGST').nextSibling).toHaveTextContent('27.02');
    expect(within(invoice).getByText('SGST').nextSibling).toHaveTextContent('27.03');
    expect(within(invoice).getByTestId('order-total')).toHaveTextContent('1,135.05');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/fnb/orders/41/invoice.pdf?lang=en',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says an order awaiting payment has no invoice yet', async () => {
    mockApi({
      ...base,
      'GET /api/fnb/orders/41': () =>
        json(200, order({ status: 'pending_payment', invoiceNumber: null })),
    });
    renderAt('/member/foodordering/invoice/41');
    expect(
      await screen.findByText(
        'This order has no invoice yet: it is waiting for its payment.',
        {},
        timeout,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });
});
