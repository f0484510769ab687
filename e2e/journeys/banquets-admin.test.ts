import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, expectPath, expectToast } from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import {
  accessibleOn,
  uploadFolder,
  adminForFile,
  withAdmin,
  addPhotoInDialog,
} from '../support/staff-journey.ts';

const uploads = uploadFolder('club-banquets-e2e-');
const photo = uploads.file('hall.png');

// Names no demo hall or package holds (the journeys share one server).
const HALL = 'Journey Terrace';
const PACKAGE = 'Journey Supper';

let page: Page;
adminForFile((p) => (page = p), uploads.remove);

const menu = (p: Page = page) => p.getByRole('navigation', { name: /main menu/i });
const dialog = () => page.getByRole('dialog');

/** axe once the toasts are gone. */
const accessible = (p: Page = page) => accessibleOn(p, 1000);
const card = (name: string, scope: Page | Locator = page) =>
  scope.getByRole('listitem', { name, exact: true });

describe('banquets (admin)', () => {
  it('adds a hall with every cost and a photo', async () => {
    await menu()
      .getByRole('link', { name: /manage and add banquet/i })
      .click();
    await expectPath(page, '/admin/banquet/ManageBanquets');
    await expect.poll(() => menu().getByText('Banquets', { exact: true }).count()).toBe(1);
    await expect.poll(() => card('Crystal Hall').isVisible()).toBe(true);
    await accessible();

    await page.getByRole('button', { name: /^add hall$/i }).click();
    const form = page.getByRole('dialog', { name: 'Add a hall' });
    await form.getByLabel(/^name/i).fill(HALL);
    await form.getByLabel(/^capacity/i).fill('120');
    const amounts: [RegExp, string][] = [
      [/^hire, 4 hours/i, '25000'],
      [/^hire, 8 hours/i, '42000.50'],
      [/^electricity, 4 hours/i, '3000'],
      [/^electricity, 8 hours/i, '5500'],
      [/^projector/i, '1500'],
      [/^music/i, '4000'],
      [/^valet/i, '500'],
    ];
    for (const [label, value] of amounts) await form.getByLabel(label).fill(value);
    await form.getByRole('button', { name: /^save$/i }).click();
    await expectToast(page, `${HALL} saved.`);
    await expect
      .poll(() => page.getByRole('dialog', { name: `Edit ${HALL}` }).isVisible())
      .toBe(true);
    await addPhotoInDialog(page, 'banquets', photo);
    await accessible();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
    await expect.poll(() => card(HALL).innerText()).toMatch(/₹42,000\.50/);
    await page.waitForLoadState('networkidle');
    await expectNothingCut(page);
  });

  it('adds a package with a course limit', async () => {
    await menu().getByRole('link', { name: 'Manage Banquet Menu and Menu Item' }).click();
    await expectPath(page, '/admin/banquet/ManageBanquetMenu');
    await expect.poll(() => card('Veg Classic').isVisible()).toBe(true);
    await accessible();
    await page.getByRole('button', { name: /^add package$/i }).click();
    const form = page.getByRole('dialog', { name: 'Add a package' });
    await form.getByLabel(/^name/i).fill(PACKAGE);
    await form.getByLabel(/^price per guest/i).fill('1100');
    await form.getByRole('textbox', { name: 'Dishes to choose from Starters' }).fill('2');
    await form.getByRole('textbox', { name: 'Dishes to choose from Desserts' }).fill('1');
    await accessible();
    await form.getByRole('button', { name: /^save$/i }).click();
    await expectToast(page, `${PACKAGE} saved.`);
    await expect.poll(() => card(PACKAGE).innerText()).toMatch(/Starters: 2/);
    await expect.poll(() => card(PACKAGE).innerText()).toMatch(/₹1,100\.00 per guest/);
  });

  it('shows them on the public Banquets page', async () => {
    await page.goto(app('/Banquets'));
    const halls = page.getByTestId('banquet-halls');
    await expect.poll(() => halls.isVisible()).toBe(true);
    const row = halls.getByRole('row').filter({ hasText: HALL });
    await expect.poll(() => row.innerText()).toMatch(/Guests: 120/);
    await expect.poll(() => row.innerText()).toMatch(/₹25,000\.00\s+₹42,000\.50/);
    const packages = page.getByTestId('banquet-packages');
    await expect
      .poll(() => packages.getByRole('row').filter({ hasText: PACKAGE }).innerText())
      .toMatch(/₹1,100\.00 per guest/);
    await expect.poll(() => halls.getByText('Crystal Hall').count()).toBe(1);
    await accessible();
  });
});

describe('at phone width', () => {
  it('works at 375 px: the halls, the menu and the menu items fit and pass axe', async () => {
    await withAdmin({ width: 375, height: 800 }, async (p) => {
      for (const [url, heading] of [
        ['/admin/banquet/ManageBanquets', 'Manage and Add Banquet'],
        ['/admin/banquet/ManageBanquetMenu', 'Manage Banquet Menu'],
        ['/admin/banquet/ManageBanquetMenuItem', 'Manage Banquet Menu Items'],
      ] as const) {
        await p.goto(app(url));
        await expect
          .poll(() => p.getByRole('heading', { name: heading, level: 1 }).isVisible())
          .toBe(true);
        await p.waitForLoadState('networkidle');
        await expectNothingCut(p);
        await accessible(p);
      }
      await p.getByRole('button', { name: /^add course$/i }).isVisible();
      await p.goto(app('/Banquets'));
      await expect.poll(() => p.getByTestId('banquet-halls').isVisible()).toBe(true);
      await p.waitForLoadState('networkidle');
      await expectNothingCut(p);
      await accessible(p);
    });
  });
});
