import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, expectPath, expectToast, withVisitor } from '../support/browser.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, adminForFile, mainMenu, withAdmin } from '../support/staff-journey.ts';

const PAGE = '/admin/message/managebroadcast';

let page: Page;
adminForFile((p) => (page = p));

const accessible = (p: Page = page) => accessibleOn(p, 1000);
const status = (p: Page = page) => p.getByTestId('broadcast-status');
/** The status badge's words (drawn in capitals). */
const statusText = async (p: Page = page) => (await status(p).innerText()).toLowerCase();

/** Picks an option of a Mantine select (a textbox that opens a listbox). */
async function choose(p: Page, label: RegExp, option: string) {
  await p.getByRole('textbox', { name: label }).click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

/** Writes the title and the message of a new broadcast. */
async function write(p: Page, title: string, body: string) {
  await p.getByRole('button', { name: 'New broadcast' }).click();
  // The list's search field is also named "Title": write only once the form is there.
  await expect.poll(() => p.getByRole('heading', { name: 'New broadcast' }).isVisible()).toBe(true);
  await p.getByRole('textbox', { name: /^Title/ }).fill(title);
  await p.locator('.ProseMirror').click();
  await p.keyboard.type(body);
}

describe('Manage Broadcast', () => {
  it('sends to the Life members now; M1001 reads it; the report counts it sent and read', async () => {
    await page.goto(app('/admin/audit'));
    await mainMenu(page).getByRole('link', { name: 'Manage Broadcast' }).click();
    await expectPath(page, PAGE);
    await expect.poll(() => page.getByRole('table', { name: 'Broadcasts' }).isVisible()).toBe(true);
    await accessible();

    const title = `Life members' evening ${Date.now()}`;
    await write(page, title, 'Drinks on the terrace on Friday.');
    await choose(page, /^Audience/, 'A membership type');
    await choose(page, /^Membership type/, 'Life');
    await expect
      .poll(() => page.getByTestId('audience-count').innerText(), { timeout: 10_000 })
      .toMatch(/^Matches \d+ people now$/);
    await page.getByRole('radio', { name: 'Send now' }).check();
    await accessible();
    await page.getByRole('button', { name: 'Send now' }).click();
    await expectToast(page, 'The broadcast is being sent.');
    await expect.poll(() => statusText(), { timeout: 30_000 }).toBe('sent');
    const id = new URL(page.url()).searchParams.get('b');
    expect(id).toMatch(/^\d+$/);

    await withVisitor({ width: 1440 }, async (m) => {
      await signInMember(m, 'M1001', '1234');
      await expectPath(m, '/dashboards/default');
      await m.goto(app(`/member/messages/${id}`));
      await expect.poll(() => m.getByRole('heading', { name: title }).isVisible()).toBe(true);
      await expect
        .poll(() => m.getByText('Drinks on the terrace on Friday.').isVisible())
        .toBe(true);
      await accessibleOn(m, 1000);
    });

    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId('count-read').innerText();
        },
        { timeout: 20_000 },
      )
      .not.toBe('0');
    expect(Number(await page.getByTestId('count-sent').innerText())).toBeGreaterThan(0);
    await accessible();
  });

  it('schedules one for next week and cancels it', async () => {
    await page.goto(app(PAGE));
    await write(page, `Next week's notice ${Date.now()}`, 'The library moves upstairs.');
    await page.getByRole('radio', { name: 'Send at a time' }).check();
    const next = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(/Send at \(club time\)/).fill(`${next}T10:00`);
    await page.getByRole('button', { name: 'Schedule' }).click();
    await expectToast(page, 'The broadcast is scheduled.');
    await expect.poll(() => statusText()).toBe('scheduled');
    await page.getByRole('button', { name: 'Cancel the broadcast' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this broadcast?' });
    await accessible();
    await dialog.getByRole('button', { name: 'Cancel it' }).click();
    await expectToast(page, 'The broadcast was cancelled.');
    await expect.poll(() => statusText()).toBe('cancelled');
  });

  it('shows the list and a broadcast at 375 px, axe clean', async () => {
    await withAdmin({ width: 375, height: 800 }, async (p) => {
      await p.goto(app(PAGE));
      const table = p.getByRole('table', { name: 'Broadcasts' });
      await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
      await accessibleOn(p, 1000);
      await table.getByRole('button').first().click();
      await expect.poll(() => status(p).isVisible()).toBe(true);
      await accessibleOn(p, 1000);
    });
  });
});
