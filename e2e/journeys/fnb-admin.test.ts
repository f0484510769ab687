import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, expectPath, openBrowser, expectToast } from '../support/browser.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, uploadFolder, adminForFile } from '../support/staff-journey.ts';

const uploads = uploadFolder('club-fnb-e2e-');
const photo = uploads.file('chaat.png');

// Names no demo menu holds (the journeys share one server).
const CATEGORY = 'Journey Chaat Corner';
const SECOND = 'Journey Chaat Specials';
const SUB = 'Journey Puris';
const ITEM = 'Journey Pani Puri';

const CATEGORIES = '/admin/restaurant/ManageCategory';
const MENU = '/admin/restaurant/ManageMenu';

let page: Page;
adminForFile((p) => (page = p), uploads.remove);

const menu = (p: Page = page) => p.getByRole('navigation', { name: /main menu/i });
const categoriesTable = () => page.getByRole('table', { name: /^categories of the restaurant$/i });
const itemsTable = () => page.getByRole('table', { name: /^food items$/i });
const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });
const dialog = () => page.getByRole('dialog');

/** axe once the toasts are gone. */
const accessible = (p: Page = page) => accessibleOn(p, 1000);

/** Picks an option of a Mantine select (a textbox that opens a listbox). */
async function choose(scope: Page | Locator, label: RegExp, option: string) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The journey's categories in the order the list shows them. */
async function categoryNames(): Promise<string[]> {
  const rows = await categoriesTable().locator('tbody tr').allInnerTexts();
  return rows.flatMap((r) =>
    r.includes(SECOND) ? [SECOND] : r.includes(CATEGORY) ? [CATEGORY] : [],
  );
}

/** Flips a Mantine switch by its track (the input itself is visually hidden). */
async function flip(sw: Locator) {
  const id = await sw.getAttribute('id');
  await page.locator(`label[for="${id}"]`).first().click();
}

/** Adds a category of the Restaurant through the dialog, optionally with a photo. */
async function addCategory(name: string, withPhoto: boolean) {
  await page.getByRole('button', { name: /^add category$/i }).click();
  await expect
    .poll(() =>
      dialog()
        .getByText(/new category of the restaurant/i)
        .isVisible(),
    )
    .toBe(true);
  await dialog()
    .getByLabel(/^name(?! \()/i)
    .fill(name);
  await dialog()
    .getByLabel(/^description(?! \()/i)
    .fill('Street food of Mumbai');
  if (withPhoto) {
    await dialog().locator('input[type=file]').setInputFiles(photo);
    // Uploaded at once: the dialog shows the stored photo.
    await expect
      .poll(() =>
        dialog()
          .locator('img[src*="/api/files/fnb/"]')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
          .catch(() => false),
      )
      .toBe(true);
  }
  await dialog()
    .getByRole('button', { name: /^save$/i })
    .click();
  await expectToast(page, `Category ${name} saved.`);
}

describe('menus (admin)', () => {
  it('adds a category with a photo, orders it, and adds a sub-category', async () => {
    await page.goto(app('/admin/audit'));
    await menu()
      .getByRole('link', { name: /manage and add category/i })
      .click();
    await expectPath(page, CATEGORIES);
    await expect.poll(() => page.title()).toMatch(/^Manage and Add Category \|/);
    await expect
      .poll(() => page.getByRole('heading', { name: /restaurant: ordering/i }).isVisible())
      .toBe(true);
    await accessible();

    // Refused in place: a one-letter name.
    await page.getByRole('button', { name: /^add category$/i }).click();
    await dialog()
      .getByLabel(/^name(?! \()/i)
      .fill('X');
    await dialog()
      .getByRole('button', { name: /^save$/i })
      .click();
    await expect
      .poll(() => dialog().getByText('Write at least 2 characters.').isVisible())
      .toBe(true);
    await accessible();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);

    await addCategory(CATEGORY, true);
    const row = rowOf(categoriesTable(), CATEGORY);
    await expect.poll(() => row.count()).toBe(1);
    await expect
      .poll(() =>
        row
          .locator('img[src*="/api/files/fnb/"]')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
          .catch(() => false),
      )
      .toBe(true);
    await addCategory(SECOND, false);

    // New categories come first (sort 0), by name; a search hides the move buttons.
    await page.getByRole('textbox', { name: /^search$/i }).fill('Journey Chaat');
    await expect.poll(() => page.getByText(/clear the search/i).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: `Move ${CATEGORY} down` }).count())
      .toBe(0);
    await page.getByRole('textbox', { name: /^search$/i }).fill('');
    await expect.poll(categoryNames).toEqual([CATEGORY, SECOND]);
    await page.getByRole('button', { name: `Move ${CATEGORY} down` }).click();
    await expect.poll(categoryNames).toEqual([SECOND, CATEGORY]);
    // The first of the list cannot go further up.
    const firstUp = categoriesTable()
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^move .+ up$/i });
    await expect.poll(() => firstUp.isDisabled()).toBe(true);
    await page.getByRole('button', { name: `Move ${SECOND} down` }).click();
    await expect.poll(categoryNames).toEqual([CATEGORY, SECOND]);

    // The sub-categories of the first.
    await row.getByRole('link', { name: `0 sub-categories of ${CATEGORY}` }).click();
    await expectPath(page, /^\/admin\/restaurant\/ManageSubCategory\/\d+$/);
    await expect
      .poll(() =>
        page.getByRole('heading', { name: `Sub-categories of ${CATEGORY}`, level: 1 }).isVisible(),
      )
      .toBe(true);
    await page.getByRole('button', { name: /^add sub-category$/i }).click();
    await dialog()
      .getByLabel(/^name(?! \()/i)
      .fill(SUB);
    await dialog()
      .getByRole('button', { name: /^save$/i })
      .click();
    await expectToast(page, `Sub-category ${SUB} saved.`);
    const subs = page.getByRole('table', { name: `Sub-categories of ${CATEGORY}` });
    await expect.poll(() => rowOf(subs, SUB).count()).toBe(1);
    await accessible();
  });

  it('refuses to delete a category that still has a sub-category, saying why', async () => {
    await page.getByRole('link', { name: /all categories/i }).click();
    await expectPath(page, CATEGORIES);
    await page.getByRole('button', { name: `Delete ${CATEGORY}` }).click();
    await expect
      .poll(() => dialog().getByText(`Delete “${CATEGORY}”?`, { exact: false }).isVisible())
      .toBe(true);
    await dialog()
      .getByRole('button', { name: /^delete$/i })
      .click();
    await expectToast(page, /still has 1 sub-categor/);
    await expect.poll(() => rowOf(categoriesTable(), CATEGORY).count()).toBe(1);
    await expect
      .poll(() =>
        rowOf(categoriesTable(), CATEGORY)
          .getByRole('link', { name: `1 sub-category of ${CATEGORY}` })
          .isVisible(),
      )
      .toBe(true);

    // An empty one goes.
    await page.getByRole('button', { name: `Delete ${SECOND}` }).click();
    await dialog()
      .getByRole('button', { name: /^delete$/i })
      .click();
    await expectToast(page, `${SECOND} deleted.`);
    await expect.poll(() => rowOf(categoriesTable(), SECOND).count()).toBe(0);
  });

  it('adds a food item with every field, edits it and marks it sold out in one click', async () => {
    await menu()
      .getByRole('link', { name: /manage and add food item/i })
      .click();
    await expectPath(page, MENU);
    await expect.poll(() => page.title()).toMatch(/^Manage and Add Food Item \|/);
    await accessible();

    await page.getByRole('button', { name: /^add food item$/i }).click();
    const form = dialog();
    // Nothing filled: the required fields say so, nothing is sent.
    await form.getByLabel(/^name(?! \()/i).press('Enter'); // a click may land beside the button as blur errors push it down
    await expect
      .poll(() => form.getByText('This field is required.').first().isVisible())
      .toBe(true);
    await expect.poll(() => form.getByText(/enter a price above 0/i).isVisible()).toBe(true);

    await choose(form, /^category/i, CATEGORY);
    await choose(form, /^sub-category/i, SUB);
    await form.getByLabel(/^name(?! \()/i).fill(ITEM);
    await form.getByLabel(/^description(?! \()/i).fill('Crisp puris, spiced water');
    await form.getByLabel(/^price/i).fill('120.505');
    await choose(form, /^gst rate/i, '12%');
    await choose(form, /^kitchen/i, 'Main kitchen');
    await form.getByRole('radio', { name: /^non-vegetarian$/i }).check();
    await form.getByRole('radio', { name: /^vegetarian$/i }).check();
    await form.getByLabel(/^available from/i).fill('11:00');
    await form.getByLabel(/^name(?! \()/i).press('Enter'); // a click may land beside the button as blur errors push it down
    await expect.poll(() => form.getByText(/enter a price above 0/i).isVisible()).toBe(true);
    // The times are checked once every field is right.
    await form.getByLabel(/^price/i).fill('120.50');
    await form.getByLabel(/^name(?! \()/i).press('Enter');
    await expect.poll(() => form.getByText('Give both times, or neither.').isVisible()).toBe(true);
    await form.getByLabel(/^available until/i).fill('20:00');
    await form.locator('input[type=file]').setInputFiles(photo);
    await expect
      .poll(() =>
        form
          .locator('img[src*="/api/files/fnb/"]')
          .count()
          .catch(() => 0),
      )
      .toBe(1);
    await accessible();
    await form.getByLabel(/^name(?! \()/i).press('Enter'); // a click may land beside the button as blur errors push it down
    await expectToast(page, `${ITEM} saved.`);

    await page.getByRole('textbox', { name: /^search$/i }).fill(ITEM);
    const row = rowOf(itemsTable(), ITEM);
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.innerText()).toMatch(/₹120\.50/);
    await expect.poll(() => row.innerText()).toMatch(/11:00–20:00/);
    await expect.poll(() => row.innerText()).toMatch(/12%/);
    await expect.poll(() => row.getByText('Vegetarian', { exact: true }).count()).toBe(1);
    await expect.poll(() => row.innerText()).toContain(SUB);

    // Edit: the form holds what was saved.
    await row.getByRole('button', { name: `Edit ${ITEM}` }).click();
    await expect
      .poll(() =>
        dialog()
          .getByLabel(/^price/i)
          .inputValue(),
      )
      .toBe('120.50');
    await expect
      .poll(() =>
        dialog()
          .getByLabel(/^available from/i)
          .inputValue(),
      )
      .toBe('11:00');
    await dialog()
      .getByLabel(/^price/i)
      .fill('130');
    await dialog()
      .getByRole('button', { name: /^save$/i })
      .click();
    await expectToast(page, `${ITEM} saved.`);
    await expect.poll(() => row.innerText()).toMatch(/₹130\.00/);

    // Sold out for today, in one click; the member's menu says so at once.
    const soldOut = row.getByRole('switch', { name: `Sold out today: ${ITEM}` });
    await flip(soldOut);
    await expectToast(page, `${ITEM} is sold out for today.`);
    await expect.poll(() => soldOut.isChecked()).toBe(true);
    await expect.poll(() => row.getByText('Sold out', { exact: true }).isVisible()).toBe(true);
    const member = await openBrowser();
    try {
      await signInMember(member.page, 'M1001', '1234');
      await expectPath(member.page, /dashboard/);
      const id = await page.evaluate(async (name) => {
        const res = await fetch(`/api/admin/fnb/items?term=${encodeURIComponent(name)}`);
        return ((await res.json()) as { items: { id: number }[] }).items[0]!.id;
      }, ITEM);
      const seen = await member.page.evaluate(async (itemId) => {
        const res = await fetch(`/api/fnb/items/${itemId}`);
        return ((await res.json()) as { unavailable: string | null }).unavailable;
      }, id);
      expect(seen).toBe('soldOut');
    } finally {
      await member.close();
    }
    await flip(soldOut);
    await expectToast(page, `${ITEM} can be ordered again.`);
    await expect.poll(() => soldOut.isChecked()).toBe(false);
    await accessible();
  });

  it('refuses to delete an item that is on past orders', async () => {
    // An item of a demo order (the seed's three weeks of orders).
    const ordered = await page.evaluate(async () => {
      const list = (await (await fetch('/api/admin/fnb/orders?pageSize=1')).json()) as {
        items: { id: number }[];
      };
      const order = (await (await fetch(`/api/admin/fnb/orders/${list.items[0]!.id}`)).json()) as {
        lines: { name: string }[];
      };
      return order.lines[0]!.name;
    });
    await page.goto(app(MENU));
    await page.getByRole('textbox', { name: /^search$/i }).fill(ordered);
    await page.getByRole('button', { name: `Delete ${ordered}`, exact: true }).click();
    await dialog()
      .getByRole('button', { name: /^delete$/i })
      .click();
    await expectToast(page, /is on past orders and stays for their invoices/);
    await expect
      .poll(() => page.getByRole('button', { name: `Delete ${ordered}`, exact: true }).count())
      .toBe(1);
  });

  it('refuses to delete a sub-category that has items, and filters the list', async () => {
    await page.goto(app(CATEGORIES));
    await rowOf(categoriesTable(), CATEGORY)
      .getByRole('link', { name: `1 sub-category of ${CATEGORY}` })
      .click();
    await expectPath(page, /^\/admin\/restaurant\/ManageSubCategory\/\d+$/);
    await page.getByRole('button', { name: `Delete ${SUB}` }).click();
    await dialog()
      .getByRole('button', { name: /^delete$/i })
      .click();
    await expectToast(page, /still has 1 items/);
    await expect
      .poll(() =>
        rowOf(page.getByRole('table', { name: `Sub-categories of ${CATEGORY}` }), SUB).count(),
      )
      .toBe(1);

    // The category's items, from its link.
    await page.getByRole('link', { name: /^1 food item$/i }).click();
    await expectPath(page, /^\/admin\/restaurant\/ManageMenu\?outlet=restaurant&categoryId=\d+$/);
    await expect
      .poll(() => page.getByRole('textbox', { name: /^category$/i }).inputValue())
      .toBe(CATEGORY);
    await expect.poll(() => itemsTable().locator('tbody tr').count()).toBe(1);
    await expect.poll(() => rowOf(itemsTable(), ITEM).count()).toBe(1);
    await choose(page, /^active$/i, 'Inactive');
    await expect.poll(() => rowOf(itemsTable(), ITEM).count()).toBe(0);
  });

  it('pauses and resumes ordering at the Restaurant', async () => {
    await page.goto(app(CATEGORIES));
    const pause = page.getByRole('switch', { name: /pause ordering at the restaurant/i });
    await flip(pause);
    await expectToast(page, 'Ordering at the Restaurant is paused.');
    await expect.poll(() => page.getByText('Paused', { exact: true }).isVisible()).toBe(true);
    await flip(pause);
    await expectToast(page, 'The Restaurant takes orders again.');
    await expect.poll(() => pause.isChecked()).toBe(false);
  });
});
