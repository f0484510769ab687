import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, expectPath, expectToast, restoreAccountLanguage } from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { accessibleOn, adminForFile, withAdmin } from '../support/staff-journey.ts';

const LIST = '/admin/feedbacks/FeedBacksList';
const SETTINGS = '/admin/content/settings';
// M1001's seeded feedback: open, nobody's, written five days ago (overdue by its targets).
const PARKING = 'Parking at the main gate';

let page: Page;
adminForFile((p) => (page = p));

const menu = (p: Page = page) => p.getByRole('navigation', { name: /main menu/i });
const feedbackTable = (p: Page = page) => p.getByRole('table', { name: /^(feedback)$/i });
const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });
const accessible = (p: Page = page) => accessibleOn(p, 1000);

/** Picks an option of a Mantine select (a textbox that opens a listbox). */
async function choose(p: Page, label: RegExp, option: string) {
  await p.getByRole('textbox', { name: label }).click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

/** Flips a Mantine switch by its label (the input itself is visually hidden). */
async function flip(p: Page, sw: Locator) {
  const id = await sw.getAttribute('id');
  await p.locator(`label[for="${id}"]`).first().click();
}

describe("the office's feedback", () => {
  it('filters to the open overdue ones, assigns, notes, replies and resolves', async () => {
    await page.goto(app('/admin/audit'));
    await menu().getByRole('link', { name: 'Manage Feedbacks' }).click();
    await expectPath(page, LIST);
    await expect.poll(() => rowOf(feedbackTable(), PARKING).count()).toBe(1);
    await accessible();

    await choose(page, /^status$/i, 'Open');
    await flip(page, page.getByRole('switch', { name: 'Overdue only' }));
    await expect.poll(() => new URL(page.url()).searchParams.get('overdue')).toBe('true');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('open');
    const row = rowOf(feedbackTable(), PARKING);
    await expect.poll(() => row.getByText('Overdue').isVisible()).toBe(true);
    // Every row shown is open and overdue.
    await expect
      .poll(async () => {
        const rows = await feedbackTable().getByRole('row').count();
        const overdue = await feedbackTable().getByTestId('overdue').count();
        return rows - 1 === overdue;
      })
      .toBe(true);
    await expectNothingCut(page);

    await row.getByRole('link', { name: /^feedback #\d+$/i }).click();
    await expectPath(page, /\/admin\/feedbacks\/FeedBackDetail\/\d+$/);
    await expect.poll(() => page.getByText(/^From .+ \(M1001\)$/).isVisible()).toBe(true);
    await accessible();

    await page.getByRole('button', { name: 'Assign to me' }).click();
    await expectToast(page, /Assigned to Club Administrator/);
    await expect.poll(() => page.getByRole('button', { name: 'Assign to me' }).count()).toBe(0);

    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('Ask security about the weekend rota at the gate.');
    await page.getByRole('button', { name: 'Add internal note' }).click();
    await expectToast(page, 'The internal note was added.');
    const thread = page.getByRole('region', { name: 'Conversation' });
    const note = thread
      .getByRole('listitem')
      .filter({ hasText: 'Ask security about the weekend rota' });
    await expect.poll(() => note.getByText('Internal note').isVisible()).toBe(true);

    await message.fill('Security will keep the main gate clear from this weekend.');
    await page.getByRole('button', { name: 'Reply to the member' }).click();
    await expectToast(page, 'The reply was sent; the member is mailed.');
    await expect.poll(() => page.getByText('In progress').first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Mark resolved' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this feedback resolved' });
    await dialog.getByRole('textbox', { name: /reason/i }).fill('Rota agreed with security');
    await dialog.getByRole('button', { name: 'Mark resolved' }).click();
    await expectToast(page, 'The feedback is now Resolved.');
    await expect.poll(() => page.getByText(/Rota agreed with security/).isVisible()).toBe(true);
    await accessible();
  });

  it('edits the office hours on the general settings, refusing a closing time before the opening', async () => {
    await page.goto(app(SETTINGS));
    const sunday = page.getByRole('group', { name: 'Sunday' });
    await flip(page, sunday.getByRole('switch', { name: 'Open on Sunday' }));
    await sunday.getByLabel('Sunday opens').fill('10:00');
    await sunday.getByLabel('Sunday closes').fill('09:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => sunday.getByText('The end time must be after the start time.').isVisible())
      .toBe(true);
    await sunday.getByLabel('Sunday closes').fill('13:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved.');
    await accessible();

    await page.reload();
    const again = page.getByRole('group', { name: 'Sunday' });
    await expect.poll(() => again.getByLabel('Sunday closes').inputValue()).toBe('13:00');
    // The demo's hours back (the journeys share one server): Sunday closed.
    await flip(page, again.getByRole('switch', { name: 'Open on Sunday' }));
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Saved.');
  });
});

describe('at phone width, in German', () => {
  it('shows the list, its tabs and a feedback at 375 px, nothing cut, axe clean', async () => {
    await withAdmin({ width: 375, height: 800 }, async (p) => {
      try {
        await p.getByRole('button', { name: /^language/i }).click();
        await p.getByRole('menuitem', { name: /deutsch/i }).click();
        await expect.poll(() => p.locator('html').getAttribute('lang')).toBe('de');
        await p.goto(app(LIST));
        await expect
          .poll(() => p.getByRole('heading', { name: 'Feedback verwalten', level: 1 }).isVisible())
          .toBe(true);
        await expect.poll(() => rowOf(feedbackTable(p), 'Soup arrived cold').count()).toBe(1);
        await p.waitForLoadState('networkidle');
        await expectNothingCut(p);
        await accessible(p);

        await p.getByRole('tab', { name: 'Antwortziele' }).click();
        await expect
          .poll(() => p.getByRole('textbox', { name: /erste antwort für bar/i }).isVisible())
          .toBe(true);
        await expectNothingCut(p);
        await accessible(p);

        await p.getByRole('tab', { name: 'Kennzahlen' }).click();
        await expect
          .poll(() =>
            p
              .getByRole('table', { name: /feedback-kennzahlen/i })
              .getByRole('row')
              .count(),
          )
          .toBeGreaterThan(1);
        await expectNothingCut(p);
        await accessible(p);

        await p.getByRole('tab', { name: 'Feedback', exact: true }).click();
        await rowOf(feedbackTable(p), 'Soup arrived cold')
          .getByRole('link', { name: /^feedback nr\. \d+$/i })
          .click();
        await expect
          .poll(() => p.getByRole('heading', { name: 'Statusverlauf' }).isVisible())
          .toBe(true);
        await expectNothingCut(p);
        await accessible(p);
      } finally {
        await restoreAccountLanguage(p);
      }
    });
  });
});
