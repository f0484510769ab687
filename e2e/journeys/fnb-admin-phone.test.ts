import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, expectPath, restoreAccountLanguage } from '../support/browser.ts';
import { accessibleOn, withAdmin } from '../support/staff-journey.ts';

/*
 * The restaurant's menu screens (fnb-admin.test.ts) at phone width, in German: the categories,
 * the food items, a category's sub-categories and the item form fit 375 px and pass axe.
 */

const CATEGORIES = '/admin/restaurant/ManageCategory';
const MENU = '/admin/restaurant/ManageMenu';

/** axe once the toasts are gone. */
const accessible = (p: Page) => accessibleOn(p, 1000);

describe('at phone width', () => {
  it('works at 375 px in German: the lists and the form fit and pass axe', async () => {
    await withAdmin({ width: 375, height: 800 }, async (p) => {
      try {
        await p.getByRole('button', { name: /^language/i }).click();
        await p.getByRole('menuitem', { name: /deutsch/i }).click();
        await expect.poll(() => p.locator('html').getAttribute('lang')).toBe('de');
        for (const [url, heading] of [
          [CATEGORIES, 'Kategorien verwalten und anlegen'],
          [MENU, 'Speisen verwalten und anlegen'],
        ] as const) {
          await p.goto(app(url));
          await expect
            .poll(() => p.getByRole('heading', { name: heading, level: 1 }).isVisible())
            .toBe(true);
          await p.waitForLoadState('networkidle');
          const overflow = await p.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, url).toBeLessThanOrEqual(0);
          await accessible(p);
        }
        // A category's sub-categories, from its link.
        await p.goto(app(CATEGORIES));
        await p
          .getByRole('link', { name: /^\d+ unterkategorien? von /i })
          .first()
          .click();
        await expectPath(p, /^\/admin\/restaurant\/ManageSubCategory\/\d+$/);
        await expect
          .poll(() =>
            p.getByRole('heading', { name: /^unterkategorien von /i, level: 1 }).isVisible(),
          )
          .toBe(true);
        await p.waitForLoadState('networkidle');
        expect(
          await p.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);
        await accessible(p);

        await p.goto(app(MENU));
        await p.getByRole('button', { name: /^speise anlegen$/i }).click();
        await expect
          .poll(() =>
            p
              .getByRole('dialog')
              .getByLabel(/^preis/i)
              .isVisible(),
          )
          .toBe(true);
        await accessible(p);
      } finally {
        await restoreAccountLanguage(p);
      }
    });
  });
});
