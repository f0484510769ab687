import type {
  CheckoutRequest,
  FnbOrder,
  MemberAddress,
  MemberMenuItem,
  Outlet,
  SlotsResponse,
} from '@club/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  mockSignedIn,
  renderAt,
  resetApp,
  testMember,
  type Handler,
} from '../../../../test/app-harness';
import { useCartStore, type CartItem } from '../../cart/cart-store';

const item = (over: Partial<MemberMenuItem>): MemberMenuItem => ({
  id: 1,
  outlet: 'restaurant',
  categoryId: 10,
  categoryName: 'Tandoor',
  subCategoryId: null,
  subCategoryName: null,
  name: 'Paneer Tikka',
  description: '',
  price: 32_000,
  diet: 'veg',
  imageUrl: null,
  kitchen: 'tandoor',
  taxRate: 500,
  availableFrom: null,
  availableTo: null,
  soldOut: false,
  unavailable: null,
  ...over,
});
const line = (i: MemberMenuItem, cartQuantity: number): CartItem => ({
  ...i,
  item_id: i.id,
  price: i.price,
  cartQuantity,
});
const PANEER = item({ id: 1 });
const CHICKEN = item({ id: 2, name: 'Chicken Tikka', price: 38_050, diet: 'non_veg' });
const SODA = item({
  id: 3,
  outlet: 'bar',
  name: 'Fresh Lime Soda',
  price: 12_000,
  taxRate: 1800,
  categoryId: 20,
});

const outlet = (over: Partial<Outlet> = {}): Outlet => ({
  code: 'restaurant',
  opensAt: '07:30',
  closesAt: '22:30',
  leadMinutes: 30,
  slotCapacity: 10,
  paused: false,
  openNow: true,
  ...over,
});
const menu = (restaurant: Partial<Outlet> = {}) => ({
  outlets: [outlet(restaurant), outlet({ code: 'bar' })],
  categories: [],
});
const slots = (over: Record<string, 'past' | 'full' | 'closed'> = {}): SlotsResponse => ({
  outlet: 'restaurant',
  date: '2026-11-24',
  slots: ['13:00', '13:30', '14:00', '14:30'].map((time) => ({
    time,
    available: !over[time],
    reason: over[time] ?? null,
  })),
});
const placed = (over: Partial<FnbOrder> = {}): FnbOrder => ({
  id: 41,
  outlet: 'restaurant',
  memberId: 7,
  memberCode: 'M1001',
  memberName: 'Asha Rao',
  status: 'ordered',
  fulfilment: 'collection',
  slotAt: '2026-11-24T08:30:00Z',
  deliveryAddress: null,
  paymentMethod: 'account',
  notes: '',
  subtotal: 102_050,
  tax: 5_103,
  cgst: 2_551,
  sgst: 2_552,
  total: 107_153,
  invoiceNumber: 'FNB/2026-27/000041',
  reason: null,
  createdAt: '2026-11-24T07:40:00Z',
  version: 1,
  payment: null,
  lines: [],
  events: [],
  ...over,
});
const address = (over: Partial<MemberAddress> = {}): MemberAddress => ({
  id: 5,
  label: 'Home',
  line1: '12 Park Street',
  line2: '',
  city: 'Kolkata',
  pincode: '700016',
  phone: '+91 98300 00000',
  isDefault: true,
  ...over,
});
const problem = (status: number, body: Record<string, unknown>) =>
  json(status, { type: 'about:blank', title: 'x', status, ...body }, 'application/problem+json');

/** The member's carts: Paneer Tikka x2 and Chicken Tikka x1 at the Restaurant, a soda at the Bar. */
function fillCart() {
  useCartStore.setState({
    carts: { M1001: [line(PANEER, 2), line(CHICKEN, 1), line(SODA, 1)] },
  });
}
const cartOf = (outletCode: string) =>
  (useCartStore.getState().carts.M1001 ?? []).filter((l) => l.outlet === outletCode);

function api(over: Record<string, Handler> = {}) {
  return mockSignedIn(testMember(), {
    'GET /api/fnb/menu': () => json(200, menu()),
    'GET /api/fnb/slots': () => json(200, slots({ '13:00': 'past', '13:30': 'full' })),
    'GET /api/member/addresses': () => json(200, []),
    'POST /api/fnb/orders': () => json(201, { order: placed(), checkout: null }),
    ...over,
  });
}
const posts = (calls: { key: string; body: unknown }[]) =>
  calls.filter((c) => c.key === 'POST /api/fnb/orders').map((c) => c.body as CheckoutRequest);

/** The paths the router went to (the order detail page may be added later: it may redirect on). */
function visited(router: ReturnType<typeof renderAt>) {
  const paths: string[] = [];
  router.subscribe((state) => paths.push(state.location.pathname));
  return paths;
}
const ORDER_41 = '/member/foodordering/orders/detail/41';

async function openCheckout() {
  const router = renderAt('/member/foodordering/checkout?outlet=restaurant');
  expect(
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Checkout: Restaurant' },
      { timeout: 5_000 },
    ),
  ).toBeInTheDocument();
  await screen.findByLabelText(/^Pickup time/, {}, { timeout: 5_000 });
  return router;
}
const placeButton = () => screen.getByRole('button', { name: /^Place order/ });
const acceptTerms = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));

beforeEach(() => {
  resetApp();
  fillCart();
});
afterEach(() => vi.unstubAllGlobals());

// A busy machine renders slowly: the page's first render waits up to 5 s, a test up to 30 s.
describe('checkout (member/foodordering/checkout)', { timeout: 30_000 }, () => {
  it('shows the lines and the totals as the server computes them, and places the order on account', async () => {
    const calls = api();
    const paths = visited(await openCheckout());
    const lines = screen.getByRole('list', { name: 'Items in your Restaurant order' });
    expect(within(lines).getAllByTestId('checkout-line')).toHaveLength(2);
    expect(within(lines).getByText('2 × ₹320.00')).toBeInTheDocument();
    expect(screen.queryByText('Fresh Lime Soda')).toBeNull();
    // 640.00 + 380.50; tax 5 % per line, 32.00 + 19.03 (rounded half up), in CGST and SGST halves.
    expect(screen.getByTestId('checkout-subtotal')).toHaveTextContent('₹1,020.50');
    expect(screen.getByTestId('checkout-cgst')).toHaveTextContent('₹25.51');
    expect(screen.getByTestId('checkout-sgst')).toHaveTextContent('₹25.52');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹1,071.53');
    expect(placeButton()).toHaveTextContent('₹1,071.53');
    expect(screen.getByTestId('chamber-note')).toHaveTextContent(/not to rooms in The Chambers/);

    // The slots: the first offered is chosen; a full one is shown, disabled, saying so; a past one is not.
    const select = screen.getByLabelText<HTMLSelectElement>(/^Pickup time/);
    expect(select.value).toBe('14:00');
    const full = within(select).getByRole('option', { name: /fully booked/ });
    expect(full).toBeDisabled();
    expect((full as HTMLOptionElement).value).toBe('13:30');
    expect(within(select).queryByRole('option', { name: /1:00/ })).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(select, '14:30');
    await user.type(screen.getByLabelText(/^Notes for the kitchen/), 'Less spicy');
    await user.click(placeButton());
    expect(await screen.findByText('Accept the terms to place the order.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await acceptTerms(user);
    await user.click(placeButton());
    await waitFor(() => expect(paths).toContain(ORDER_41));
    const [sent] = posts(calls);
    expect(sent).toMatchObject({
      outlet: 'restaurant',
      lines: [
        { itemId: 1, quantity: 2, price: 32_000 },
        { itemId: 2, quantity: 1, price: 38_050 },
      ],
      expectedTotal: 107_153,
      fulfilment: 'collection',
      slot: '14:30',
      addressId: null,
      paymentMethod: 'account',
      notes: 'Less spicy',
      termsAccepted: true,
    });
    expect(sent!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // The Restaurant's cart is emptied (without a message); the Bar's stays.
    expect(cartOf('restaurant')).toEqual([]);
    expect(cartOf('bar')).toHaveLength(1);
    expect(screen.queryByText('Cart cleared')).toBeNull();
  });

  it('club delivery needs an address: one is added in place, chosen, and sent', async () => {
    let saved: MemberAddress[] = [];
    const calls = api({
      'GET /api/member/addresses': () => json(200, saved),
      'POST /api/member/addresses': () => {
        saved = [address()];
        return json(201, address());
      },
    });
    await openCheckout();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Delivery by the club' }));
    expect(await screen.findByTestId('no-addresses')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Delivery time/)).toBeInTheDocument();
    await acceptTerms(user);
    await user.click(placeButton());
    expect(await screen.findByText('Choose a delivery address.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a delivery address' });
    await user.type(within(dialog).getByLabelText(/^Name of the address/), 'Home');
    await user.type(within(dialog).getByLabelText(/^Address \*/), '12 Park Street');
    await user.type(within(dialog).getByLabelText(/^City/), 'Kolkata');
    await user.type(within(dialog).getByLabelText(/^PIN code/), '70001');
    await user.type(within(dialog).getByLabelText(/^Phone on arrival/), '+91 98300 00000');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('Enter a 6-digit PIN code.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^PIN code/), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.key === 'POST /api/member/addresses')?.body).toMatchObject({
      label: 'Home',
      pincode: '700016',
    });
    const home = await screen.findByRole('radio', { name: /Home/ });
    await waitFor(() => expect(home).toBeChecked());
    expect(screen.queryByText('Choose a delivery address.')).toBeNull();

    await user.click(placeButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({ fulfilment: 'club_delivery', addressId: 5 });
  });

  it('a changed menu: each change is applied to the cart and named, and the totals follow', async () => {
    const calls = api({
      'POST /api/fnb/orders': () =>
        problem(409, {
          code: 'cart_changed',
          detail: 'The menu changed since the cart was filled.',
          changes: [
            { itemId: 1, name: 'Paneer Tikka', change: 'price', was: 32_000, now: 35_000 },
            { itemId: 2, name: 'Chicken Tikka', change: 'soldOut', was: null, now: null },
          ],
        }),
    });
    await openCheckout();
    const user = userEvent.setup();
    await acceptTerms(user);
    await user.click(placeButton());
    const alert = await screen.findByTestId('checkout-changed', {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent('Paneer Tikka: now ₹350.00 (was ₹320.00)');
    expect(alert).toHaveTextContent('Chicken Tikka: sold out today, removed');
    // The toast names them too.
    const toast = document.querySelector('.mantine-Notification-root');
    expect(toast).toHaveTextContent('Your cart was updated');
    expect(toast).toHaveTextContent('Chicken Tikka: sold out today, removed');
    // 2 x 350.00 = 700.00, with 35.00 tax.
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹735.00');
    expect(screen.getAllByTestId('checkout-line')).toHaveLength(1);
    expect(cartOf('restaurant')).toMatchObject([{ item_id: 1, price: 35_000, cartQuantity: 2 }]);
    expect(cartOf('bar')).toHaveLength(1);
    expect(posts(calls)).toHaveLength(1);
  });

  it('a double click sends one order with one key; a retry after a failure sends the same key', async () => {
    let answer!: (r: Response) => void;
    let n = 0;
    const calls = api({
      'POST /api/fnb/orders': () =>
        ++n === 1
          ? problem(503, { code: 'internal', detail: 'The server is busy.' })
          : new Promise<Response>((resolve) => {
              answer = resolve;
            }),
    });
    const paths = visited(await openCheckout());
    const user = userEvent.setup();
    await acceptTerms(user);
    await user.click(placeButton());
    expect(await screen.findByText('The server is busy.')).toBeInTheDocument();
    expect(paths).toEqual([]);

    // Two submits at once (a double click, Enter pressed twice), then more clicks while it is sent.
    const form = placeButton().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await user.dblClick(placeButton());
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    answer(json(201, { order: placed(), checkout: null }));
    await waitFor(() => expect(paths).toContain(ORDER_41));
    const [first, retry] = posts(calls);
    expect(retry!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(posts(calls)).toHaveLength(2);
  });

  it("a refusal shows the server's message as a toast and under its field", async () => {
    const message = 'Only members in good standing may charge orders to their club account.';
    const calls = api({
      'POST /api/fnb/orders': () =>
        problem(400, {
          code: 'validation_failed',
          detail: `paymentMethod: ${message}`,
          errors: [{ field: 'paymentMethod', message }],
        }),
    });
    await openCheckout();
    const user = userEvent.setup();
    await acceptTerms(user);
    await user.click(placeButton());
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(document.querySelector('.mantine-Notification-root')).toHaveTextContent(message);
    expect(
      within(screen.getByRole('form', { name: 'Checkout' })).getByText(message),
    ).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(1);
    expect(cartOf('restaurant')).toHaveLength(2);
  });

  it('offers card payment too', async () => {
    api();
    await openCheckout();
    expect(screen.getByRole('radio', { name: 'On account' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Card' })).not.toBeChecked();
  });

  it('says why before the member tries: the outlet is paused', async () => {
    const calls = api({
      'GET /api/fnb/menu': () => json(200, menu({ paused: true, openNow: false })),
    });
    await openCheckout();
    expect(await screen.findByTestId('outlet-blocked')).toHaveTextContent(
      'The Restaurant has paused ordering for a while.',
    );
    expect(placeButton()).toBeDisabled();
    fireEvent.submit(placeButton().closest('form')!);
    expect(posts(calls)).toHaveLength(0);
  });

  it('says plainly when no time is left today', async () => {
    api({
      'GET /api/fnb/slots': () =>
        json(200, slots({ '13:00': 'past', '13:30': 'past', '14:00': 'past', '14:30': 'past' })),
    });
    renderAt('/member/foodordering/checkout?outlet=restaurant');
    expect(await screen.findByTestId('no-slots', {}, { timeout: 5_000 })).toHaveTextContent(
      'No pickup or delivery times are left today at the Restaurant.',
    );
  });

  it('an unknown outlet or an empty cart sends the member back', async () => {
    api();
    useCartStore.setState({ carts: {} });
    renderAt('/member/foodordering/checkout?outlet=bar');
    expect(await screen.findByTestId('checkout-empty', {}, { timeout: 5_000 })).toHaveTextContent(
      'Your Bar cart is empty.',
    );
  });
});
