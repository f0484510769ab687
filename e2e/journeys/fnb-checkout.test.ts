import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, baseUrl, expectPath, openBrowser, toast, expectToast } from '../support/browser.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, closeToastsOn } from '../support/staff-journey.ts';
import {
  admin,
  dal,
  ids,
  makeMenu,
  N,
  restoreOutlets,
  run,
  type Order,
} from '../support/fnb-checkout-menu.ts';
import { menuThenBrowser } from '../support/fnb.ts';

/*
 * Checkout (issue 9, item 4): M1001 fills a Restaurant cart and a Bar cart, checks out the
 * Restaurant's for delivery by the club to an address added on the way, is told by name that a
 * price changed meanwhile (the totals follow), places the order on account, lands on the order
 * and finds that outlet's cart emptied; at 375 px a collection order likewise. The journey makes
 * its own menu through the admin API.
 */

/** Closes every toast (so a toast looked for next is a new one). */
const closeToasts = (p: Page) => closeToastsOn(p);
/** axe once the toasts are gone. */
const accessible = (p: Page) => accessibleOn(p);
async function noOverflow(p: Page) {
  expect(
    await p.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

/** Every path the page went to (the order page may send an unknown order on elsewhere). */
function paths(p: Page) {
  const seen: string[] = [];
  p.on('framenavigated', (frame) => {
    if (frame === p.mainFrame()) seen.push(new URL(frame.url()).pathname.replace(/^\/app/, ''));
  });
  return seen;
}
const ORDER_PATH = /^\/member\/foodordering\/orders\/detail\/(\d+)$/;
async function landedOnOrder(seen: string[]): Promise<number> {
  await expect.poll(() => seen.some((s) => ORDER_PATH.test(s))).toBe(true);
  return Number(seen.find((s) => ORDER_PATH.test(s))!.match(ORDER_PATH)![1]);
}

/** Adds an item from the search results (the menu made here, found by the run's mark). */
async function add(p: Page, name: string, times = 1) {
  const card = p
    .getByTestId('menu-item')
    .filter({ has: p.getByRole('link', { name, exact: true }) });
  await card.getByRole('button', { name: `Add ${name} to the cart` }).click();
  for (let i = 1; i < times; i += 1) {
    await card.getByRole('button', { name: `One more ${name}` }).click();
  }
}

const totals = (p: Page) =>
  Promise.all(
    ['checkout-subtotal', 'checkout-cgst', 'checkout-sgst', 'checkout-total'].map((id) =>
      p.getByTestId(id).innerText(),
    ),
  );

let page: Page;
menuThenBrowser(makeMenu, (p) => (page = p), restoreOutlets);

describe('F&B checkout (member)', () => {
  let orderId = 0;

  it("M1001 fills two carts and opens the Restaurant's checkout: the lines and the totals with tax", async () => {
    await signInMember(page, 'M1001', '1234');
    await expectPath(page, '/dashboards/default');
    await page.goto(app(`/member/foodordering/filters?term=${run}`));
    await expect.poll(() => page.getByTestId('results-count').innerText()).toBe('3 items found');
    await add(page, N.dal, 2);
    await add(page, N.naan);
    await add(page, N.soda);
    await page.goto(app('/member/foodordering/cart'));
    await page.getByRole('link', { name: 'Checkout of the Restaurant cart' }).click();
    await expectPath(page, '/member/foodordering/checkout?outlet=restaurant');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Checkout: Restaurant');
    await expect.poll(() => page.title()).toMatch(/^Checkout \| /);
    const lines = page.getByRole('list', { name: 'Items in your Restaurant order' });
    await expect.poll(() => lines.getByTestId('checkout-line').count()).toBe(2);
    expect(await lines.getByText(N.soda).count()).toBe(0);
    // 2 x 310.00 + 75.50 = 695.50; 5 %: 31.00 + 3.78 (3.775 rounded half up) = 34.78.
    await expect.poll(() => totals(page)).toEqual(['₹695.50', '₹17.39', '₹17.39', '₹730.28']);
    // A pickup time is offered (the earliest); the note says what delivery does today (not to
    // a room in The Chambers), and the terms say the order is charged when placed, as the
    // statement charges it at "Ordered".
    await expect.poll(() => page.getByLabel(/^Pickup time/).inputValue()).toMatch(/^\d\d:\d\d$/);
    expect(await page.getByTestId('chamber-note').innerText()).toMatch(
      /not to rooms in The Chambers/,
    );
    expect(await page.getByText(/The order is charged when you place it/).isVisible()).toBe(true);
    expect(await page.getByText(/not available yet|chamber bookings open/).count()).toBe(0);
    await accessible(page);
  });

  it('club delivery: an address is added on the way and chosen', async () => {
    await page.getByRole('radio', { name: 'Delivery by the club' }).check();
    await expect.poll(() => page.getByLabel(/^Delivery time/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add an address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a delivery address' });
    await dialog.getByLabel(/^Name of the address/).fill(N.home);
    await dialog.getByLabel(/^Address( \*)?$/).fill('12 Park Street');
    await dialog.getByLabel(/^City/).fill('Kolkata');
    await dialog.getByLabel(/^PIN code/).fill('0700');
    await dialog.getByLabel(/^Phone on arrival/).fill('+91 98300 00000');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => dialog.getByText('Enter a 6-digit PIN code.').isVisible()).toBe(true);
    await accessible(page);
    await dialog.getByLabel(/^PIN code/).fill('700016');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const home = page.getByRole('radio', { name: new RegExp(N.home) });
    await expect.poll(() => home.isChecked()).toBe(true);
    await accessible(page);
  });

  it('a price changed meanwhile: the checkout is refused naming it, and the cart and totals follow', async () => {
    await admin('PUT', `/api/admin/fnb/items/${ids.dal}`, { ...dal, price: '330' });
    await page.getByLabel(/^Notes for the kitchen/).fill(`Ring twice ${run}`);
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await closeToasts(page);
    await page.getByTestId('place-order').click();
    const changed = toast(page, 'Your cart was updated');
    await expect.poll(() => changed.isVisible()).toBe(true);
    expect(await changed.innerText()).toContain(`${N.dal}: now ₹330.00 (was ₹310.00)`);
    // 2 x 330.00 + 75.50 = 735.50; 33.00 + 3.78 = 36.78.
    await expect.poll(() => totals(page)).toEqual(['₹735.50', '₹18.39', '₹18.39', '₹772.28']);
    expect(await page.getByTestId('checkout-changed').innerText()).toContain(N.dal);
    expect(await page.getByTestId('place-order').innerText()).toContain('₹772.28');
    await accessible(page);
  });

  it('places the order on account and lands on it; the Restaurant cart is emptied, the Bar cart stays', async () => {
    const seen = paths(page);
    await pickLatestSlot(page);
    await page.getByTestId('place-order').click();
    orderId = await landedOnOrder(seen);
    const order = await page.request
      .get(`${baseUrl()}/api/fnb/orders/${orderId}`)
      .then((r) => r.json() as Promise<Order>);
    expect(order).toMatchObject({
      status: 'ordered',
      total: 77_228,
      fulfilment: 'club_delivery',
      paymentMethod: 'account',
      deliveryAddress: '12 Park Street, Kolkata 700016, +91 98300 00000',
    });
    expect(order.lines.find((l) => l.itemId === ids.dal)).toMatchObject({
      price: 33_000,
      quantity: 2,
    });
    await page.goto(app('/member/foodordering/cart'));
    await expect.poll(() => page.getByRole('region', { name: 'Bar cart' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Restaurant cart' }).count()).toBe(0);
    // No "Cart cleared": an order empties its cart without a message.
    expect(await toast(page, 'Cart cleared').count()).toBe(0);
  });
});

/**
 * Chooses the day's latest time left: the earliest, chosen by default, can pass (now plus the
 * lead time) between the page loading and the order being placed.
 */
async function pickLatestSlot(p: Page) {
  const open = p.getByTestId('slot').locator('option:not([disabled])');
  await expect.poll(() => open.count()).toBeGreaterThan(0);
  const latest = await open.last().getAttribute('value');
  await p.getByTestId('slot').selectOption(latest!);
}

/** The sandbox's card page (the provider's checkout): pays with a test card. */
async function payInSandbox(p: Page, card: string) {
  await p.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  await p.getByLabel('Card number').fill(card);
  await p.getByLabel(/expiry/i).fill('12/39');
  await p.getByLabel('CVV').fill('123');
  await p.getByRole('button', { name: /^pay ₹/i }).click();
}

/** From the cart, the Bar's checkout by card, up to the provider's page. */
async function checkoutBarByCard(p: Page) {
  await p.goto(app('/member/foodordering/cart'));
  await p.getByRole('link', { name: 'Checkout of the Bar cart' }).click();
  await expectPath(p, '/member/foodordering/checkout?outlet=bar');
  await p.getByRole('radio', { name: 'Collection at the club' }).check();
  await p.getByRole('radio', { name: /^Card/ }).check();
  await p.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await pickLatestSlot(p);
  await p.getByTestId('place-order').click();
}

const orderOf = (p: Page, id: number) =>
  p.request.get(`${baseUrl()}/api/fnb/orders/${id}`).then(
    (r) =>
      r.json() as Promise<
        Order & {
          invoiceNumber: string | null;
          version: number;
          payment: { status: string; amount: number; amountRefunded: number } | null;
        }
      >,
  );

describe('F&B checkout by card (sandbox)', () => {
  let paidId = 0;

  it('a declined card cancels the order and keeps the cart', async () => {
    const seen = paths(page);
    await checkoutBarByCard(page);
    await payInSandbox(page, '4000 0000 0000 0002');
    const id = await landedOnOrder(seen);
    await expectToast(page, 'Payment not completed');
    await expect.poll(() => orderOf(page, id).then((o) => o.status)).toBe('cancelled');
    expect((await orderOf(page, id)).invoiceNumber).toBeNull();
    await expect.poll(() => page.getByTestId('my-order-status').innerText()).toMatch(/cancelled/i);
    // The soda is still in the Bar cart, ready for another try.
    await page.goto(app('/member/foodordering/cart'));
    await expect.poll(() => page.getByRole('region', { name: 'Bar cart' }).count()).toBe(1);
  });

  it('pays by card: back on the order, paid, invoiced and on its way; the Bar cart is emptied', async () => {
    const seen = paths(page);
    await checkoutBarByCard(page);
    await payInSandbox(page, '4111 1111 1111 1111');
    paidId = await landedOnOrder(seen);
    await expectToast(page, 'Payment received: your order is placed.');
    await expect.poll(() => page.getByTestId('my-order-payment').innerText()).toBe('Card · Paid');
    const order = await orderOf(page, paidId);
    expect(order).toMatchObject({ status: 'ordered', paymentMethod: 'card' });
    expect(order.invoiceNumber).toMatch(/^FNB\//);
    // 90.00 + 18 % GST (16.20) = 106.20, all of it paid by card.
    expect(order.payment).toMatchObject({ status: 'captured', amount: 10_620, amountRefunded: 0 });
    await accessible(page);
    await page.goto(app('/member/foodordering/cart'));
    await expect.poll(() => page.getByTestId('cart-empty').isVisible()).toBe(true);
  });

  it('the office cancels the paid order: the card is refunded and the statement shows it all', async () => {
    const { version, invoiceNumber } = await orderOf(page, paidId);
    await admin('POST', `/api/admin/fnb/orders/${paidId}/cancel`, {
      reason: `Bar closed early ${run}`,
      version,
    });
    await page.goto(app(`/member/foodordering/orders/detail/${paidId}`));
    await expect.poll(() => page.getByTestId('my-order-status').innerText()).toMatch(/cancelled/i);
    expect(await page.getByText(`Bar closed early ${run}`).first().isVisible()).toBe(true);
    // The refund goes to the provider through the outbox, then shows on the order.
    await expect
      .poll(() => orderOf(page, paidId).then((o) => o.payment?.amountRefunded), {
        timeout: 20_000,
      })
      .toBe(10_620);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('my-order-payment').innerText())
      .toContain('Refunded to your card: ₹106.20');
    // This month's statement: the charge, the card payment, the reversal and the refund.
    await page.goto(app('/member/viewStatement'));
    const entries = page.getByTestId('statement-entry');
    for (const text of [
      `order ${invoiceNumber}`,
      `Cancelled order ${invoiceNumber}`,
      `Card refund: order ${invoiceNumber}`,
    ]) {
      await expect
        .poll(() => entries.filter({ hasText: text }).count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
    }
    await accessible(page);
  });
});

describe('F&B checkout at phone width', () => {
  it('checks out a collection order at 375 px, by keyboard-reachable controls, axe clean', async () => {
    const phone = await openBrowser({ width: 375, height: 800 });
    const p = phone.page;
    try {
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      await p.goto(app(`/member/foodordering/filters?term=${run}`));
      await expect.poll(() => p.getByTestId('results-count').innerText()).toMatch(/items found/);
      await add(p, N.naan, 3);
      await p.goto(app('/member/foodordering/cart'));
      await p.getByRole('link', { name: 'Checkout of the Restaurant cart' }).click();
      await expectPath(p, '/member/foodordering/checkout?outlet=restaurant');
      // 3 x 75.50 = 226.50; 5 %: 11.325 -> 11.33.
      await expect.poll(() => totals(p)).toEqual(['₹226.50', '₹5.66', '₹5.67', '₹237.83']);
      await noOverflow(p);
      await accessible(p);

      // The saved address is offered for club delivery (seen, not used).
      await p.getByRole('radio', { name: 'Delivery by the club' }).check();
      await expect.poll(() => p.getByRole('radio', { name: new RegExp(N.home) }).count()).toBe(1);
      await noOverflow(p);
      await accessible(p);

      // By keyboard: collection, the terms, and the order placed.
      await p.getByRole('radio', { name: 'Collection at the club' }).focus();
      await p.keyboard.press('Space');
      await expect
        .poll(() => p.getByRole('radio', { name: 'Collection at the club' }).isChecked())
        .toBe(true);
      await pickLatestSlot(p);
      await p.getByRole('checkbox', { name: /I accept the terms/ }).focus();
      await p.keyboard.press('Space');
      const seen = paths(p);
      await p.getByTestId('place-order').focus();
      await p.keyboard.press('Enter');
      const id = await landedOnOrder(seen);
      expect(id).toBeGreaterThan(0);
      await p.goto(app('/member/foodordering/cart'));
      await expect.poll(() => p.getByTestId('cart-empty').isVisible()).toBe(true);
    } finally {
      await phone.close();
    }
  });
});
