import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, baseUrl, expectAccessible, expectPath, withVisitor } from '../support/browser.ts';
import { signInMember } from '../support/sign-in.ts';

/*
 * Installable and readable offline (issue 35 item 6): the portal names a manifest with the
 * club's name and icons and a service worker; on a phone, M1001 reads their statement and
 * dashboard once, the network goes, and both still open (marked as saved, with the time);
 * after sign-out nothing of theirs is left on the device and, offline, nothing opens.
 */

const PHONE = { width: 375, height: 800, serviceWorkers: 'allow' } as const;

/** Waits until the service worker controls the page (it registers once the page is idle). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** The URLs the private cache holds. */
const privateCopies = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has('club-private'))
      ? (await (await caches.open('club-private')).keys()).map((r) => new URL(r.url).pathname)
      : [],
  );

describe('the portal installed and offline', () => {
  it('names a manifest with the club name and icons that load', async () => {
    const settings = (await (await fetch(`${baseUrl()}/api/settings`)).json()) as {
      clubName: string;
    };
    await withVisitor(PHONE, async (page) => {
      await page.goto(app('/home'));
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/app/manifest.webmanifest');
      const manifest = await (await fetch(`${baseUrl()}${href}`)).json();
      expect(manifest).toMatchObject({
        name: settings.clubName,
        display: 'standalone',
        scope: '/app/',
        start_url: '/app/dashboards/default',
      });
      for (const icon of manifest.icons as { src: string; type: string }[]) {
        const res = await fetch(`${baseUrl()}${icon.src}`);
        expect(res.status, icon.src).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
      }
      expect((await fetch(`${baseUrl()}/app/sw.js`)).headers.get('content-type')).toMatch(
        /javascript/,
      );
    });
  });

  it("M1001's statement and upcoming bookings open without a network, marked as saved; nothing is left after sign-out", async () => {
    await withVisitor(PHONE, async (page, { context }) => {
      await signInMember(page, 'M1001', '1234');
      await expectPath(page, '/dashboards/default');
      await controlled(page);
      // Read once online, with the worker in charge: the screens and their reads are kept.
      await page.goto(app('/member/viewStatement'));
      await expect.poll(() => page.getByTestId('statement-totals').isVisible()).toBe(true);
      const totals = await page.getByTestId('statement-totals').innerText();
      await page.goto(app('/dashboards/default'));
      await expect.poll(() => page.getByTestId('dashboard-stays').isVisible()).toBe(true);
      const stays = await page.getByTestId('dashboard-stays').innerText();
      await expect
        .poll(() => privateCopies(page))
        .toEqual(
          expect.arrayContaining([
            '/api/auth/me',
            '/api/member/dashboard',
            '/api/member/statements',
          ]),
        );
      expect(await page.getByTestId('offline-banner').count()).toBe(0);

      await context.setOffline(true);
      try {
        await page.goto(app('/member/viewStatement'));
        await expect.poll(() => page.getByTestId('statement-totals').isVisible()).toBe(true);
        expect(await page.getByTestId('statement-totals').innerText()).toBe(totals);
        const banner = page.getByTestId('offline-banner');
        await expect.poll(() => banner.isVisible()).toBe(true);
        expect(await banner.innerText()).toMatch(
          /You are offline\. Showing what was saved on \d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [ap]m\./,
        );
        await expectAccessible(page);
        await page.goto(app('/dashboards/default'));
        await expect.poll(() => page.getByTestId('dashboard-stays').isVisible()).toBe(true);
        expect(await page.getByTestId('dashboard-stays').innerText()).toBe(stays);
        await expect.poll(() => banner.isVisible()).toBe(true);
      } finally {
        await context.setOffline(false);
      }

      // Signed out, nothing of M1001's is kept, and offline their screens do not open.
      await page.goto(app('/dashboards/default'));
      await expect.poll(() => page.getByTestId('dashboard-stays').isVisible()).toBe(true);
      await page.getByRole('button', { name: /user menu/i }).click();
      await page.getByRole('menuitem', { name: /sign out/i }).click();
      await expectPath(page, /^\/login/);
      await expect.poll(() => privateCopies(page)).toEqual([]);
      await context.setOffline(true);
      try {
        await page.goto(app('/member/viewStatement'));
        await page.waitForTimeout(1500);
        expect(await page.getByTestId('statement-totals').count()).toBe(0);
        expect(await page.getByText(totals.split('\n')[0]!).count()).toBe(0);
      } finally {
        await context.setOffline(false);
      }
    });
  });
});
