import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectPath,
  openBrowser,
  toast,
  restoreAccountLanguage,
} from '../support/browser.ts';
import { signInMember } from '../support/sign-in.ts';

/*
 * Toasts sit top right (SPEC.md §8) below the header: one never covers the header's cart and
 * user menu, at desktop and at phone width.
 */
describe('toasts', () => {
  for (const width of [1440, 375]) {
    it(`leave the header's user menu uncovered at ${width} px`, async () => {
      const b = await openBrowser({ width, height: 800 });
      try {
        const { page } = b;
        await signInMember(page, 'M1002', '2345');
        await expectPath(page, '/dashboards/default');
        // Choosing another language while signed in answers with a toast (the mails follow it).
        await page.getByRole('button', { name: /language/i }).click();
        await page.getByRole('menuitem', { name: /deutsch/i }).click();
        const shown = toast(page, /Mails werden auf Deutsch geschrieben/);
        await shown.waitFor({ state: 'visible' });
        const box = (await shown.boundingBox())!;
        const menu = (await page.getByTestId('user-menu').boundingBox())!;
        const header = (await page.locator('header').first().boundingBox())!;
        const overlaps =
          box.x < menu.x + menu.width &&
          menu.x < box.x + box.width &&
          box.y < menu.y + menu.height &&
          menu.y < box.y + box.height;
        expect(overlaps, JSON.stringify({ box, menu })).toBe(false);
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
        await expectAccessible(page);
      } finally {
        await restoreAccountLanguage(b.page);
        await b.close();
      }
    });
  }
});
