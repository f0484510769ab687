import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import type { ApiCall } from '../support/api-session.ts';
import { app, expectPath, expectToast, withVisitor, type Visitor } from '../support/browser.ts';
import {
  placeOrder,
  restoreRestaurant,
  type Item,
  type Outlet,
  type PlacedOrder,
  orderDesk,
  skipWithoutSlot,
  printingBrowser,
  sideScroll,
} from '../support/fnb.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, closeToastsOn } from '../support/staff-journey.ts';

/*
 * The member's orders (issue 9, items 5 and 6): M1001 finds an order placed for them in My
 * Orders through the menu, opens it, and sees the kitchen confirm it without a reload (the
 * member's order stream); opens its invoice and downloads the PDF; orders it again (an item
 * sold out meanwhile is named, not added); cancels another order. At desktop and phone width,
 * with axe. The journey makes its own menu (admin API) and orders (member API).
 */

type Order = PlacedOrder;

const run = Date.now().toString(36);
let admin: ApiCall;
let member: ApiCall;
let saved: Outlet | undefined;
let slot: string | undefined;
let clubName = '';
let items: Item[] = [];
/** A: followed live, invoiced and ordered again; B: cancelled by the member. */
const orders: Record<'a' | 'b', Order> = {} as never;

const place = () => placeOrder(member, { items, slot, run });
const mine = (o: Order) => member<Order>('GET', `/api/fnb/orders/${o.id}`);

/** Every test needs a pickup slot left today (the club's time): none after 22:30. */
const needsSlot = (ctx: TestContext) => skipWithoutSlot(ctx, slot);

let b: Visitor;
let page: Page;

beforeAll(async () => {
  ({ admin, member, saved, items, slot } = await orderDesk('My orders', run));
  clubName = (await admin<{ clubName: string }>('GET', '/api/settings')).clubName;
  if (slot) {
    orders.b = await place();
    orders.a = await place();
  }

  // The invoice page asks to print: count the requests instead of opening a print dialog.
  b = await printingBrowser();
  page = b.page;
  await signInMember(page, 'M1001', '1234');
  await expectPath(page, '/dashboards/default');
}, 120_000);

afterAll(async () => {
  await b?.close();
  if (items[1]) {
    await admin('PUT', `/api/admin/fnb/items/${items[1].id}/sold-out`, { soldOut: false });
  }
  await restoreRestaurant(admin, saved);
});

const menu = () => page.getByRole('navigation', { name: /main menu/i });

/** Closes every toast (so a toast looked for next is a new one). */
const closeToasts = (p: Page = page) => closeToastsOn(p);
/** axe once the toasts are gone. */
const accessible = (p: Page = page) => accessibleOn(p);
const card = (p: Page, o: Order) => p.locator(`[data-testid="my-order"][data-order="${o.id}"]`);

describe('My Orders and an order', () => {
  it('M1001 finds the order in My Orders through the menu, newest first', async (ctx) => {
    needsSlot(ctx);
    const a = orders.a;
    await menu().getByRole('link', { name: 'F&B Orders' }).click();
    await expectPath(page, '/member/foodordering/orders/list');
    await expect.poll(() => page.title()).toMatch(/^My Orders \| /);
    const first = page.getByTestId('my-order').first();
    await expect.poll(() => first.getAttribute('data-order')).toBe(String(a.id));
    const text = await card(page, a).innerText();
    expect(text).toContain(`Order ${a.invoiceNumber}`);
    expect(text).toMatch(/Restaurant · 3 items/);
    expect(await card(page, a).locator('[data-status]').textContent()).toBe('Ordered');
    expect(text).toContain('₹1,135.05');
    expect(await card(page, orders.b).isVisible()).toBe(true);
    await accessible();
  });

  it('opens it, and sees the kitchen confirm it without a reload', async (ctx) => {
    needsSlot(ctx);
    const a = orders.a;
    await card(page, a)
      .getByRole('link', { name: `Order ${a.invoiceNumber}` })
      .click();
    await expectPath(page, `/member/foodordering/orders/detail/${a.id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe(`Order ${a.invoiceNumber}`);
    const lines = page.getByRole('table', { name: 'Items of the order' });
    await expect.poll(() => lines.innerText()).toMatch(/Paneer Tikka[\s\S]*Chicken Tikka/);
    expect(await page.getByTestId('order-total').innerText()).toBe('₹1,135.05');
    expect(await page.getByTestId('my-order-status').textContent()).toBe('Ordered');
    await expect.poll(() => page.getByText('Live updates on').isVisible()).toBe(true);
    await accessible();

    // A mark that a reload would wipe out.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await admin('PUT', `/api/admin/fnb/orders/${a.id}/status`, {
      status: 'confirmed',
      version: (await mine(a)).version,
    });
    await expect.poll(() => page.getByTestId('my-order-status').textContent()).toBe('Confirmed');
    await expectToast(page, `Order ${a.invoiceNumber} is now Confirmed.`);
    const history = page.getByTestId('order-event');
    expect(await history.allInnerTexts()).toEqual([
      expect.stringMatching(/^Ordered[\s\S]*by the member/),
      expect.stringMatching(/^Confirmed[\s\S]*by staff/),
    ]);
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect(
      await page.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
      ),
    ).toBe(true);
    await accessible();
  });

  it('opens the invoice, downloads its PDF and prints it', async (ctx) => {
    needsSlot(ctx);
    const a = orders.a;
    await page.getByRole('link', { name: 'View invoice' }).click();
    await expectPath(page, `/member/foodordering/invoice/${a.id}`);
    const invoice = page.getByRole('article', { name: `Tax invoice ${a.invoiceNumber}` });
    await expect.poll(() => invoice.getByTestId('letterhead').innerText()).toContain(clubName);
    expect(await invoice.getByTestId('invoice-number').innerText()).toBe(a.invoiceNumber);
    const text = await invoice.innerText();
    expect(text).toMatch(/Paneer Tikka[\s\S]*Chicken Tikka/);
    expect(text).toMatch(/CGST\s*₹27\.02/);
    expect(text).toMatch(/SGST\s*₹27\.03/);
    expect(await invoice.getByTestId('order-total').innerText()).toBe('₹1,135.05');
    await accessible();

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`invoice-${a.invoiceNumber.replace(/\//g, '-')}.pdf`);
    expect(
      fs
        .readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.getByRole('button', { name: 'Print' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed))
      .toBe(1);
  });

  it('orders it again: what can be ordered goes in the cart, a sold-out item is named', async (ctx) => {
    needsSlot(ctx);
    const [paneer, chicken] = items as [Item, Item];
    await admin('PUT', `/api/admin/fnb/items/${chicken.id}/sold-out`, { soldOut: true });
    await page.getByRole('link', { name: 'Back to the order' }).click();
    await expectPath(page, `/member/foodordering/orders/detail/${orders.a.id}`);
    await closeToasts();
    await page.getByRole('button', { name: 'Order again' }).click();
    const outcome = page.getByTestId('reorder-outcome');
    await expect.poll(() => outcome.innerText()).toContain(`Put in your cart: 1 × ${paneer.name}.`);
    expect(await outcome.innerText()).toContain(`${chicken.name}: Sold out today`);
    await expectToast(page, 'Food Item added to cart');
    await accessible();

    await outcome.getByRole('link', { name: 'Go to the cart' }).click();
    await expectPath(page, '/member/foodordering/cart');
    const cartLines = page.getByTestId('cart-line');
    await expect.poll(() => cartLines.count()).toBe(1);
    expect(await cartLines.first().innerText()).toContain(paneer.name);
  });

  it('cancels another order while it is Ordered', async (ctx) => {
    needsSlot(ctx);
    const bOrder = orders.b;
    await page
      .getByRole('navigation', { name: 'Food and beverage screens' })
      .getByRole('link', { name: 'My Orders' })
      .click();
    await expectPath(page, '/member/foodordering/orders/list');
    await card(page, bOrder)
      .getByRole('link', { name: `Order ${bOrder.invoiceNumber}` })
      .click();
    await expectPath(page, `/member/foodordering/orders/detail/${bOrder.id}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order ${bOrder.invoiceNumber}?` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await accessible();
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expectToast(page, `Order ${bOrder.invoiceNumber} was cancelled.`);
    await expect.poll(() => page.getByTestId('my-order-status').textContent()).toBe('Cancelled');
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect((await mine(bOrder)).status).toBe('cancelled');
    await accessible();
  });

  it("says 'not found' for an order that is not M1001's", async () => {
    await page.goto(app('/member/foodordering/orders/detail/999999'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Order not found');
    await accessible();
  });
});

describe('at phone width', () => {
  it('shows My Orders, an order and its invoice without sideways scrolling', async (ctx) => {
    needsSlot(ctx);
    await withVisitor({ width: 375, height: 800 }, async (p) => {
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      await p.goto(app('/member/foodordering/orders/list'));
      await expect.poll(() => card(p, orders.a).isVisible()).toBe(true);
      expect(await sideScroll(p)).toBeLessThanOrEqual(0);
      await accessible(p);

      // By keyboard: the order's link is reached with Tab and opened with Enter.
      const link = card(p, orders.a).getByRole('link', { name: `Order ${orders.a.invoiceNumber}` });
      await link.focus();
      await p.keyboard.press('Enter');
      await expectPath(p, `/member/foodordering/orders/detail/${orders.a.id}`);
      await expect.poll(() => p.getByTestId('order-total').isVisible()).toBe(true);
      expect(await sideScroll(p)).toBeLessThanOrEqual(0);
      await accessible(p);

      await p.goto(app(`/member/foodordering/invoice/${orders.a.id}`));
      await expect.poll(() => p.getByTestId('invoice-number').isVisible()).toBe(true);
      expect(await sideScroll(p)).toBeLessThanOrEqual(0);
      await accessible(p);
    });
  });
});
