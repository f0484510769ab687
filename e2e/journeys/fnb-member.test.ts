import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  app,
  expectPath,
  openBrowser,
  toast,
  restoreAccountLanguage,
  expectToast,
} from '../support/browser.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, closeToastsOn } from '../support/staff-journey.ts';
import {
  disposeMenu,
  hoursNotNow,
  ids,
  makeMenu,
  post,
  run,
  N,
} from '../support/fnb-member-menu.ts';
import { menuThenBrowser } from '../support/fnb.ts';

/*
 * F&B ordering (member, issue 9): M1001 browses the menu, filters it, opens an item, fills the
 * cart seeing each toast of SPEC.md §8, and the cart survives a reload and signing out and in.
 * The journey makes its own menu through the admin API, so it does not depend on the demo's.
 */

let page: Page;
menuThenBrowser(makeMenu, (p) => (page = p), disposeMenu);

/** Closes every toast (so a toast looked for next is a new one). */
const closeToasts = (p: Page = page) => closeToastsOn(p);

/** Does something and sees its toast (a new one: the earlier toasts are closed first). */
async function toastAfter(p: Page, text: string, act: () => Promise<void>) {
  await closeToasts(p);
  await act();
  await expectToast(p, text);
}

/** axe once the toasts are gone. */
const accessible = (p: Page = page) => accessibleOn(p);

/** An item's card on the page. */
const card = (p: Page, name: string) =>
  p.getByTestId('menu-item').filter({ has: p.getByRole('link', { name, exact: true }) });
/** A line of the cart page. */
const line = (p: Page, name: string) => p.getByTestId('cart-line').filter({ hasText: name });
/** The header's cart button (its name says how many items the carts hold). */
const headerCart = (p: Page) => p.getByRole('banner').getByTestId('cart-button');

describe('F&B ordering (member)', () => {
  it('M1001 opens Food Items: the outlets with their hours and state, and their categories', async () => {
    await signInMember(page, 'M1001', '1234');
    await expectPath(page, '/dashboards/default');
    await page
      .getByRole('navigation', { name: /main menu/i })
      .getByRole('link', { name: 'F&B Food Items' })
      .click();
    await expectPath(page, '/member/foodordering/home');
    await expect.poll(() => page.title()).toMatch(/^Food & Beverages \| /);
    const restaurant = page.getByRole('region', { name: 'Restaurant' });
    await expect.poll(() => restaurant.getByText('Open now').isVisible()).toBe(true);
    expect(await restaurant.getByTestId('outlet-status-restaurant').innerText()).toMatch(
      /Today 12:00\s?am–11:59\s?pm/i,
    );
    await expect
      .poll(() => restaurant.getByRole('link', { name: new RegExp(N.tandoor) }).innerText())
      .toMatch(/3 items/);
    await expect
      .poll(() => page.getByRole('region', { name: 'Bar' }).getByText(N.coolers).isVisible())
      .toBe(true);
    await accessible();
  });

  it('a category shows its items with its sub-categories as chips', async () => {
    await page.getByRole('link', { name: new RegExp(N.tandoor) }).click();
    await expectPath(page, `/member/foodordering/categories?category=${ids.tandoor}`);
    await expect.poll(() => page.getByTestId('category-title').innerText()).toBe(N.tandoor);
    await expect.poll(() => page.getByTestId('menu-item').count()).toBe(3);
    // Veg and non-veg marks, named for screen readers.
    expect(await card(page, N.paneer).getByRole('img', { name: 'Vegetarian' }).count()).toBe(1);
    expect(await card(page, N.chicken).getByRole('img', { name: 'Non-vegetarian' }).count()).toBe(
      1,
    );
    await page
      .locator('label')
      .filter({ hasText: /^Veg starters$/ })
      .click();
    await expect.poll(() => page.getByTestId('menu-item').count()).toBe(1);
    expect(await card(page, N.paneer).count()).toBe(1);
    await accessible();
  });

  it('the whole menu filters by search, veg or non-veg, price and what can be ordered now', async () => {
    await page.getByRole('link', { name: 'Search and filter' }).click();
    await expectPath(page, '/member/foodordering/filters');
    await page.getByRole('searchbox', { name: /^Search/ }).fill(run);
    await expect.poll(() => page.getByTestId('results-count').innerText()).toBe('6 items found');

    // Items that cannot be added say why, and their button is disabled.
    const kebab = card(page, N.kebab);
    expect(await kebab.getByTestId('unavailable-reason').innerText()).toBe('Sold out today');
    expect(
      await kebab.getByRole('button', { name: `Add ${N.kebab} to the cart` }).isDisabled(),
    ).toBe(true);
    const thali = card(page, N.thali);
    const [from, to] = hoursNotNow();
    const h = (t: string) => `${Number(t.slice(0, 2)) % 12 || 12}:00\\s?(am|pm)`;
    expect(await thali.getByTestId('unavailable-reason').innerText()).toMatch(
      new RegExp(`^Available ${h(from)}–${h(to)}$`, 'i'),
    );
    expect(
      await thali.getByRole('button', { name: `Add ${N.thali} to the cart` }).isDisabled(),
    ).toBe(true);
    // Prices in the reader's format.
    expect(await card(page, N.butter).getByTestId('menu-item-price').innerText()).toBe('₹520.50');

    await page.getByText('Only what I can order now').click();
    await expect.poll(() => page.getByTestId('results-count').innerText()).toBe('4 items found');
    await page
      .locator('label')
      .filter({ hasText: /^Non-veg$/ })
      .click();
    await expect.poll(() => page.getByTestId('results-count').innerText()).toBe('2 items found');
    await page.getByRole('textbox', { name: 'Lowest price' }).fill('400');
    await expect.poll(() => page.getByTestId('results-count').innerText()).toBe('1 item found');
    expect(await card(page, N.butter).count()).toBe(1);
    await accessible();

    // The kitchen marks it sold out: the open page shows it within seconds, without a reload.
    await post(`/admin/fnb/items/${ids.butter}/sold-out`, { soldOut: true }, 'put');
    await page.getByText('Only what I can order now').click();
    await expect
      .poll(() => card(page, N.butter).getByTestId('unavailable-reason').textContent(), {
        timeout: 25_000,
      })
      .toBe('Sold out today');
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect.poll(() => page.getByRole('searchbox', { name: /^Search/ }).inputValue()).toBe('');
  });

  it('an item page; add, increase and decrease each show their toast', async () => {
    await page.goto(app(`/member/foodordering/filters?term=${run}`));
    await card(page, N.paneer).getByRole('link', { name: N.paneer }).click();
    await expectPath(page, `/member/foodordering/detail/${ids.paneer}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(N.paneer);
    expect(await page.getByTestId('item-price').innerText()).toBe('₹320.00');
    await expect.poll(() => page.getByText('Price before tax (5% GST).').isVisible()).toBe(true);
    await accessible();

    await toastAfter(page, 'Food Item added to cart', () =>
      page.getByRole('button', { name: `Add ${N.paneer} to the cart` }).click(),
    );
    await toastAfter(page, 'Increased Food Item quantity', () =>
      page.getByRole('button', { name: `One more ${N.paneer}` }).click(),
    );
    // "Increased" is an info toast (SPEC.md §8): blue, where "added" is green.
    expect(await toast(page, 'Increased Food Item quantity').getAttribute('style')).toContain(
      'blue',
    );
    expect(await page.getByTestId('cart-quantity').innerText()).toBe('2');
    expect(await headerCart(page).getAttribute('aria-label')).toBe('Cart, 2 items');
    await toastAfter(page, 'Decreased Food Item quantity', () =>
      page.getByRole('button', { name: `One less ${N.paneer}` }).click(),
    );
    expect(await page.getByTestId('cart-quantity').innerText()).toBe('1');

    // Two of the chicken and a soda from the Bar.
    await page.goto(app(`/member/foodordering/filters?term=${run}`));
    await card(page, N.chicken)
      .getByRole('button', { name: `Add ${N.chicken} to the cart` })
      .click();
    await card(page, N.chicken)
      .getByRole('button', { name: `One more ${N.chicken}` })
      .click();
    await card(page, N.soda)
      .getByRole('button', { name: `Add ${N.soda} to the cart` })
      .click();
    await expect.poll(() => headerCart(page).getAttribute('aria-label')).toBe('Cart, 4 items');
  });

  it('the cart: a cart per outlet with its totals, and it survives a reload and signing out and in', async () => {
    await headerCart(page).click();
    await expectPath(page, '/member/foodordering/cart');
    const restaurant = page.getByRole('region', { name: 'Restaurant cart' });
    const bar = page.getByRole('region', { name: 'Bar cart' });
    const totals = async () => [
      await restaurant.getByTestId('cart-quantity-total').innerText(),
      await restaurant.getByTestId('cart-amount').innerText(),
      await bar.getByTestId('cart-amount').innerText(),
    ];
    // 320.00 + 2 x 333.33 = 986.66 before tax.
    await expect.poll(totals).toEqual(['3', '₹986.66', '₹120.00']);
    expect(await line(page, N.chicken).getByTestId('line-total').innerText()).toMatch(/₹666\.66$/);
    await expect
      .poll(() =>
        page.getByText('Amounts before tax; taxes are computed at checkout.').first().isVisible(),
      )
      .toBe(true);
    await accessible();

    await page.reload();
    await expect.poll(totals).toEqual(['3', '₹986.66', '₹120.00']);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectPath(page, '/login');
    await signInMember(page, 'M1001', '1234');
    await expectPath(page, '/dashboards/default');
    await expect.poll(() => headerCart(page).getAttribute('aria-label')).toBe('Cart, 4 items');
    await headerCart(page).click();
    await expect.poll(totals).toEqual(['3', '₹986.66', '₹120.00']);
  });

  it('decrease at one removes the line, remove and clear empty the cart, each with its toast', async () => {
    await toastAfter(page, 'Food Item removed from cart', () =>
      line(page, N.paneer)
        .getByRole('button', { name: `One less ${N.paneer}` })
        .click(),
    );
    await expect.poll(() => line(page, N.paneer).count()).toBe(0);
    await toastAfter(page, 'Food Item removed from cart', () =>
      page.getByRole('button', { name: `Remove ${N.chicken} from the cart` }).click(),
    );
    await expect.poll(() => page.getByRole('region', { name: 'Restaurant cart' }).count()).toBe(0);

    // Clearing asks first (toasts closed before: a click on one would close the question).
    await closeToasts();
    await page.getByRole('button', { name: 'Clear the Bar cart' }).click();
    await expect
      .poll(() => page.getByText('Remove every item from the Bar cart?').isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Yes, clear it' }).click();
    await expectToast(page, 'Cart cleared');
    await expect.poll(() => page.getByTestId('cart-empty').isVisible()).toBe(true);
    expect(await headerCart(page).getAttribute('aria-label')).toBe('Cart');
    await accessible();
  });

  it('in German: the menu and the toasts in German, prices in the German number format', async () => {
    const de = await openBrowser({ width: 1440, height: 900 });
    try {
      await signInMember(de.page, 'M1002', '2345');
      await expectPath(de.page, '/dashboards/default');
      await de.page.getByTestId('language-menu').click();
      await de.page.getByRole('menuitem', { name: 'Deutsch' }).click();
      await expect.poll(() => de.page.locator('html').getAttribute('lang')).toBe('de');
      await de.page.goto(app(`/member/foodordering/filters?term=${run}`));
      await expect
        .poll(() => card(de.page, N.butter).getByTestId('menu-item-price').innerText())
        .toMatch(/^520,50\s₹$/);
      await toastAfter(de.page, 'Artikel zum Warenkorb hinzugefügt', () =>
        card(de.page, N.soda)
          .getByRole('button', { name: `${N.soda} in den Warenkorb legen` })
          .click(),
      );
      await toastAfter(de.page, 'Artikelmenge erhöht', () =>
        card(de.page, N.soda)
          .getByRole('button', { name: `Menge von ${N.soda} erhöhen` })
          .click(),
      );
      // Another member's cart on another browser: M1001's emptied cart is not M1002's.
      await de.page.goto(app('/member/foodordering/cart'));
      await expect
        .poll(() =>
          de.page
            .getByRole('region', { name: 'Warenkorb: Bar' })
            .getByTestId('cart-amount')
            .innerText(),
        )
        .toMatch(/^240,00\s₹$/);
      await accessible(de.page);
    } finally {
      await restoreAccountLanguage(de.page);
      await de.close();
    }
  });
});

describe('F&B ordering at phone width', () => {
  it('browses, adds and sees the cart at 375 px without sideways scrolling', async () => {
    const phone = await openBrowser({ width: 375, height: 800 });
    const p = phone.page;
    const noOverflow = async () =>
      expect(
        await p.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
    try {
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      await p.getByRole('button', { name: 'Open menu' }).click();
      await p
        .getByRole('navigation', { name: /main menu/i })
        .getByRole('link', { name: 'F&B Food Items' })
        .click();
      await expectPath(p, '/member/foodordering/home');
      await expect.poll(() => p.getByText(N.tandoor).isVisible()).toBe(true);
      await noOverflow();
      await accessible(p);

      await p.goto(app(`/member/foodordering/filters?term=${run}`));
      await expect.poll(() => p.getByTestId('results-count').innerText()).toMatch(/items found/);
      // On a phone the filters fold away under a button.
      expect(await p.getByText('Only what I can order now').isVisible()).toBe(false);
      await p.getByRole('button', { name: 'Filters' }).click();
      await expect.poll(() => p.getByText('Only what I can order now').isVisible()).toBe(true);
      await noOverflow();
      await accessible(p);

      await toastAfter(p, 'Food Item added to cart', () =>
        card(p, N.paneer)
          .getByRole('button', { name: `Add ${N.paneer} to the cart` })
          .click(),
      );
      await headerCart(p).click();
      await expectPath(p, '/member/foodordering/cart');
      await expect
        .poll(() =>
          p.getByRole('region', { name: 'Restaurant cart' }).getByTestId('cart-amount').innerText(),
        )
        .toBe('₹320.00');
      await noOverflow();
      await accessible(p);
    } finally {
      await phone.close();
    }
  });
});
