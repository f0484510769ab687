import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../../lib/i18n';
import { json, mockApi, problem, renderAt } from '../../../../test/app-harness';
import { openAndEmit, streamsTo } from '../../../../test/fake-event-source';
import { useCartStore } from '../../cart/cart-store';
import { confirmedOrder, fnbOrder, memberMenuItem } from '../../testing/orders';
import { memberBase, memberOrderTests } from '../../testing/order-pages';

const order = fnbOrder;

const confirmed = confirmedOrder;

const menuItem = memberMenuItem;

const base = memberBase;

const STREAM = '/api/fnb/orders/stream';
const timeout = { timeout: 5_000 };

memberOrderTests();

describe('an order (orders/detail/{id})', () => {
  it('shows the lines with CGST and SGST, the fulfilment, the history, and follows it live', async () => {
    let now = order();
    const calls = mockApi({ ...base, 'GET /api/fnb/orders/41': () => json(200, now) });
    renderAt('/member/foodordering/orders/detail/41');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order FNB/2026-27/000041' }, timeout),
    ).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Items of the order' });
    expect(within(lines).getByText('Chicken Tikka')).toBeInTheDocument();
    expect(screen.getByText('CGST').nextSibling).toHaveTextContent('27.02');
    expect(screen.getByText('SGST').nextSibling).toHaveTextContent('27.03');
    expect(screen.getByTestId('order-total')).toHaveTextContent('1,135.05');
    expect(screen.getByText('Collection at the Restaurant')).toBeInTheDocument();
    expect(screen.getByText('No onions')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-event')).toHaveLength(1);
    expect(screen.getByTestId('my-order-status')).toHaveTextContent('Ordered');
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute(
      'href',
      '/member/foodordering/invoice/41',
    );
    const reads = () => calls.filter((c) => c.key === 'GET /api/fnb/orders/41').length;
    const before = reads();

    await waitFor(() => expect(streamsTo(STREAM)).toHaveLength(1));
    const stream = streamsTo(STREAM)[0]!;
    // Another order's change does not reload this one.
    openAndEmit(stream, 'order', {
      orderId: 99,
      memberId: 7,
      outlet: 'bar',
      status: 'confirmed',
      version: 5,
    });
    expect(await screen.findByText('Live updates on')).toBeInTheDocument();
    expect(reads()).toBe(before);

    // The kitchen confirms it: the page shows it without a reload, and says so.
    now = confirmed();
    openAndEmit(stream, 'order', {
      orderId: 41,
      memberId: 7,
      outlet: 'restaurant',
      status: 'confirmed',
      version: 2,
    });
    await waitFor(() =>
      expect(screen.getByTestId('my-order-status')).toHaveTextContent('Confirmed'),
    );
    expect(screen.getAllByTestId('order-event')).toHaveLength(2);
    expect(
      await screen.findByText('Order FNB/2026-27/000041 is now Confirmed.'),
    ).toBeInTheDocument();
    // Confirmed: too late for the member to cancel.
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(reads()).toBe(before + 1);
  });

  it('names the items in the reader’s language, and asks for them again when it changes', async () => {
    const asked: (string | null)[] = [];
    mockApi({
      ...base,
      'GET /api/fnb/orders/41': (_init, url) => {
        const lang = url.searchParams.get('lang');
        asked.push(lang);
        const german = (name: string) => (name === 'Chicken Tikka' ? 'Hähnchen-Tikka' : name);
        return json(
          200,
          order({
            lines: order().lines.map((l) => ({
              ...l,
              name: lang === 'de' ? german(l.name) : l.name,
            })),
          }),
        );
      },
    });
    renderAt('/member/foodordering/orders/detail/41');
    const lines = await screen.findByRole('table', { name: 'Items of the order' }, timeout);
    expect(within(lines).getByText('Chicken Tikka')).toBeInTheDocument();
    expect(asked).toEqual(['en']);

    await act(() => switchLanguage('de'));
    expect(await screen.findByText('Hähnchen-Tikka', {}, timeout)).toBeInTheDocument();
    expect(screen.queryByText('Chicken Tikka')).toBeNull();
    expect(asked.at(-1)).toBe('de');
  });

  it('cancels while Ordered after a confirmation', async () => {
    const cancelled = order({
      status: 'cancelled',
      version: 2,
      reason: null,
      events: [
        ...order().events,
        {
          status: 'cancelled',
          at: '2026-11-24T12:42:00Z',
          by: 'member',
          note: '@cancelled_by_member',
        },
      ],
    });
    const calls = mockApi({
      ...base,
      'GET /api/fnb/orders/41': () => json(200, order()),
      'POST /api/fnb/orders/41/cancel': () => json(200, cancelled),
    });
    renderAt('/member/foodordering/orders/detail/41');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }, timeout));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order FNB/2026-27/000041?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.key === 'POST /api/fnb/orders/41/cancel')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    expect(await screen.findByText('Order FNB/2026-27/000041 was cancelled.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('my-order-status')).toHaveTextContent('Cancelled'),
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(calls.filter((c) => c.key === 'POST /api/fnb/orders/41/cancel')).toHaveLength(1);
    // The portal's own note reads as a sentence in the reader's language, not its code.
    expect(screen.getByText('Cancelled by the member.')).toBeInTheDocument();
    expect(screen.queryByText(/@cancelled_by_member/)).toBeNull();
  });

  it("shows the server's words when the kitchen took the order first, and the order as it is now", async () => {
    let reads = 0;
    mockApi({
      ...base,
      'GET /api/fnb/orders/41': () => json(200, ++reads === 1 ? order() : confirmed()),
      'POST /api/fnb/orders/41/cancel': () =>
        problem(
          409,
          'conflict',
          'The kitchen has already taken this order; ask the club to cancel it.',
        ),
    });
    renderAt('/member/foodordering/orders/detail/41');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }, timeout));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    expect(
      await screen.findByText(
        'The kitchen has already taken this order; ask the club to cancel it.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('my-order-status')).toHaveTextContent('Confirmed'),
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('orders again: the items that can be ordered go in the cart, the others say why', async () => {
    mockApi({
      ...base,
      'GET /api/fnb/orders/41': () => json(200, confirmed()),
      'GET /api/fnb/menu': () => json(200, { outlets: [], categories: [] }),
      'GET /api/fnb/items/10': () => json(200, menuItem({})),
      'GET /api/fnb/items/11': () =>
        json(
          200,
          menuItem({ id: 11, name: 'Chicken Tikka', soldOut: true, unavailable: 'soldOut' }),
        ),
    });
    renderAt('/member/foodordering/orders/detail/41');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Order again' }, timeout));
    const outcome = await screen.findByTestId('reorder-outcome');
    expect(outcome).toHaveTextContent('Put in your cart: 1 × Paneer Tikka.');
    expect(outcome).toHaveTextContent('Chicken Tikka: Sold out today');
    expect(within(outcome).getByRole('link', { name: 'Go to the cart' })).toHaveAttribute(
      'href',
      '/member/foodordering/cart',
    );
    expect(await screen.findByText('Food Item added to cart')).toBeInTheDocument();
    // The menu's price of today, the order's quantity.
    expect(useCartStore.getState().carts.M1001).toEqual([
      expect.objectContaining({ item_id: 10, price: 33_000, cartQuantity: 1 }),
    ]);
  });

  it('says an item gone from the menu could not be added', async () => {
    mockApi({
      ...base,
      'GET /api/fnb/orders/41': () => json(200, order({ lines: [order().lines[1]!] })),
      'GET /api/fnb/menu': () => json(200, { outlets: [], categories: [] }),
    });
    renderAt('/member/foodordering/orders/detail/41');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Order again' }, timeout));
    const outcome = await screen.findByTestId('reorder-outcome');
    expect(outcome).toHaveTextContent('Nothing from this order could be put in your cart.');
    expect(outcome).toHaveTextContent('Chicken Tikka: No longer on the menu');
    expect(within(outcome).queryByRole('link', { name: 'Go to the cart' })).toBeNull();
    expect(useCartStore.getState().carts.M1001).toBeUndefined();
  });

  it('shows the reason of a rejected order', async () => {
    mockApi({
      ...base,
      'GET /api/fnb/orders/41': () =>
        json(200, order({ status: 'rejected', reason: 'The tandoor is down tonight.' })),
    });
    renderAt('/member/foodordering/orders/detail/41');
    expect(await screen.findByText('Rejected because', {}, timeout)).toBeInTheDocument();
    expect(screen.getByText('The tandoor is down tonight.')).toBeInTheDocument();
  });

  it("is 'not found' for an unknown order or another member's (the server answers 404)", async () => {
    mockApi({
      ...base,
      'GET /api/fnb/orders/77': () => problem(404, 'not_found', 'Order not found.'),
    });
    renderAt('/member/foodordering/orders/detail/77');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order not found' }, timeout),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/member/foodordering/orders/list',
    );
  });
});
