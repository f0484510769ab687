/**
 * What the staff and member journeys share: the admin's, the editor's or a member's browser, closing the toasts
 * before a look or an axe check, and a photo file to upload.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  browserForFile,
  expectAccessible,
  expectPath,
  openBrowser,
  withVisitor,
} from './browser.ts';
import { signInMember, signInStaff, STAFF } from './sign-in.ts';

/** One visitor's browser, as `openBrowser` gives it. */
export type Browser = Awaited<ReturnType<typeof openBrowser>>;

/** The admin signed in (at 1440 px unless `opts` say), on the dashboard (where staff land). */
export async function openAdmin(
  opts: Parameters<typeof openBrowser>[0] = { width: 1440 },
): Promise<Browser> {
  const b = await openBrowser(opts);
  await signInStaff(b.page, STAFF.admin.code, STAFF.admin.password);
  await expectPath(b.page, /dashboard/);
  return b;
}

/** Signs the admin in on `page` (the sign-in page's staff tab) and waits for the dashboard. */
export async function signInAdmin(page: Page) {
  await signInStaff(page, STAFF.admin.code, STAFF.admin.password);
  await expectPath(page, /dashboard/);
}

/** Runs `run` as the admin, signed in a browser of its own (`openBrowser(opts)`), closed after. */
export const withAdmin = <T>(
  opts: Parameters<typeof openBrowser>[0],
  run: (page: Page) => Promise<T>,
): Promise<T> =>
  withVisitor(opts, async (page) => {
    await signInAdmin(page);
    return run(page);
  });

/** Signs the editor in on `page` (the sign-in page's staff tab) and waits for the dashboard. */
export async function signInEditor(page: Page) {
  await signInStaff(page, STAFF.editor.code, STAFF.editor.password);
  await expectPath(page, '/dashboards/default');
}

/** Runs `run` as the editor, signed in a browser of its own (`openBrowser(opts)`), closed after. */
export const withEditor = <T>(
  opts: Parameters<typeof openBrowser>[0],
  run: (page: Page) => Promise<T>,
): Promise<T> =>
  withVisitor(opts, async (page) => {
    await signInEditor(page);
    return run(page);
  });

/** A member signed in at 1440 px, on their dashboard. */
export async function openMember(code: string, pin: string): Promise<Browser> {
  const b = await openBrowser({ width: 1440 });
  await signInMember(b.page, code, pin);
  await expectPath(b.page, '/dashboards/default');
  return b;
}

/**
 * The admin's browser for a whole test file (`openAdmin`), closed after its last journey, then
 * `after`; `use` receives the page.
 */
export const adminForFile = (
  use: (page: Page) => void,
  after?: () => unknown,
  opts?: Parameters<typeof openBrowser>[0],
) => browserForFile(() => openAdmin(opts), use, after);

/** A member's browser for a whole test file (`openMember`); `use` receives the page. */
export const memberForFile = (code: string, pin: string, use: (page: Page) => void) =>
  browserForFile(() => openMember(code, pin), use);

/** The side menu of the app's screens. */
export const mainMenu = (p: Page) => p.getByRole('navigation', { name: /main menu/i });

/**
 * Closes every toast (so a toast looked for next is a new one); each press on a close button
 * waits `clickTimeout` ms at most (1 s when not given: a toast that closed itself meanwhile must
 * not hold the round for Playwright's whole timeout).
 */
export async function closeToastsOn(p: Page, clickTimeout = 1_000) {
  // Pressed again until none is left: a press on a toast still sliding in can miss, and a
  // pointer resting on a toast holds it open (Mantine pauses its timer on hover), so the
  // pointer is moved off to the header's corner after each round.
  await expect
    .poll(
      async () => {
        for (const close of await p.locator('.mantine-Notification-closeButton').all()) {
          await close.click({ timeout: clickTimeout }).catch(() => undefined);
        }
        await p.mouse.move(0, 0).catch(() => undefined);
        return p.locator('.mantine-Notification-root').count();
      },
      { timeout: 15_000 },
    )
    .toBe(0);
}

/** axe on the page once the toasts are gone. */
export async function accessibleOn(p: Page, clickTimeout?: number) {
  await closeToastsOn(p, clickTimeout);
  await expectAccessible(p);
}

// The smallest valid PNG (1x1).
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A temporary folder for a journey's uploads: `file` writes one in it, `remove` deletes it. */
export function uploadFolder(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    file: (name: string, data: string | Buffer = PNG) => {
      const p = path.join(dir, name);
      fs.writeFileSync(p, data);
      return p;
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * In the open edit dialog: uploads the photo `file` and waits until it shows, served from
 * `/api/files/<area>/` (rooms: chambers, halls: banquets).
 */
export async function addPhotoInDialog(page: Page, area: string, file: string) {
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect
    .poll(() =>
      dialog
        .locator(`img[src*="/api/files/${area}/"]`)
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
        .catch(() => false),
    )
    .toBe(true);
}
