import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, expectPath, expectToast, restoreAccountLanguage } from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { accessibleOn, closeToastsOn, mainMenu, withAdmin } from '../support/staff-journey.ts';

/*
 * The staff's tasks (issue 34 item 5): the demo's confirmed stay in room 101 made housekeeping's
 * task to prepare the room; the admin finds it under Housekeeping, opens the stay it came from,
 * comes back and marks it done, and adds a task of their own in the dialog. At 1440 and 375 px
 * (German), axe clean.
 */

const TASKS = '/admin/apps/tasks';
const run = Date.now().toString(36);
const MINE = `Check the pool chlorine ${run}`;

async function choose(p: Page, box: Locator, option: string) {
  await box.click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

describe('the staff tasks', () => {
  it('the admin sees the confirmed stay as a housekeeping task, opens it and marks it done', async () => {
    await withAdmin({ width: 1440 }, async (p) => {
      await mainMenu(p).getByRole('link', { name: 'Tasks', exact: true }).click();
      await expectPath(p, TASKS);
      await expect
        .poll(() => p.getByRole('heading', { name: 'Tasks', level: 1 }).isVisible())
        .toBe(true);
      await choose(p, p.getByRole('textbox', { name: 'Team' }), 'Housekeeping');
      const table = p.getByRole('table');
      const row = table.getByRole('row').filter({ hasText: /Prepare room 101 for / });
      await expect.poll(() => row.isVisible()).toBe(true);
      await expect.poll(() => row.getByText('Active', { exact: true }).isVisible()).toBe(true);
      await accessibleOn(p, 1000);

      // Open: the stay that made it, on the office's booking page.
      await row.getByRole('link', { name: 'Open' }).click();
      await expectPath(p, /^\/admin\/chamber\/OrderDetail\/\d+$/);
      await expect.poll(() => p.getByText(/101/).first().isVisible()).toBe(true);
      await p.goBack();
      // Back on the list, its filter kept in the address.
      await expectPath(p, `${TASKS}?team=housekeeping`);

      const title = (await row.getByText(/^Prepare room 101 for /).innerText()).trim();
      await row.getByRole('button', { name: `Mark “${title}” as done` }).click();
      await expectToast(p, `“${title}” is done.`);
      // The list shows the active ones: it left; under Done it is there.
      await expect.poll(() => row.count()).toBe(0);
      await choose(p, p.getByRole('textbox', { name: 'Status' }), 'Done');
      await expect.poll(() => row.getByText('Done', { exact: true }).isVisible()).toBe(true);
      await accessibleOn(p, 1000);
    });
  });

  it('the admin adds, changes and deletes a task of their own', async () => {
    await withAdmin({ width: 1440 }, async (p) => {
      await p.goto(app(TASKS));
      await p.getByRole('button', { name: 'Add task' }).click();
      const form = p.getByRole('dialog', { name: 'Add a task' });
      await form.getByRole('button', { name: 'Save task' }).click();
      await expect
        .poll(() => form.getByRole('textbox', { name: /^Title/ }).getAttribute('aria-invalid'))
        .toBe('true');
      await form.getByRole('textbox', { name: /^Title/ }).fill(MINE);
      await choose(p, form.getByRole('textbox', { name: /^Team/ }), 'Office');
      await choose(p, form.getByRole('textbox', { name: 'Given to' }), 'Club Administrator');
      await accessibleOn(p, 1000);
      await form.getByRole('button', { name: 'Save task' }).click();
      await expectToast(p, 'The task is saved.');
      await choose(p, p.getByRole('textbox', { name: 'Given to' }), 'Me');
      await p.getByRole('textbox', { name: 'Search' }).fill(run);
      const row = p.getByRole('table').getByRole('row').filter({ hasText: MINE });
      await expect.poll(() => row.isVisible()).toBe(true);

      await row.getByRole('button', { name: `Change “${MINE}”` }).click();
      const edit = p.getByRole('dialog', { name: 'Change the task' });
      await edit.getByRole('textbox', { name: 'Note' }).fill('Twice a day');
      await edit.getByRole('button', { name: 'Save task' }).click();
      await expect.poll(() => row.getByText('Twice a day').isVisible()).toBe(true);

      await row.getByRole('button', { name: `Delete “${MINE}”` }).click();
      await p
        .getByRole('dialog', { name: 'Delete this task?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expectToast(p, 'The task is deleted.');
      await expect.poll(() => row.count()).toBe(0);
    });
  });

  it('shows the tasks at 375 px in German, nothing cut, axe clean', async () => {
    await withAdmin({ width: 375, height: 800 }, async (p) => {
      try {
        await p.getByRole('button', { name: /^language/i }).click();
        await p.getByRole('menuitem', { name: /deutsch/i }).click();
        await expect.poll(() => p.locator('html').getAttribute('lang')).toBe('de');
        await p.goto(app(`${TASKS}?status=`));
        await expect
          .poll(() => p.getByRole('heading', { name: 'Aufgaben', level: 1 }).isVisible())
          .toBe(true);
        await expect
          .poll(() =>
            p
              .getByText(/^Zimmer 101 für den .+ vorbereiten$/)
              .first()
              .isVisible(),
          )
          .toBe(true);
        await closeToastsOn(p);
        await expectNothingCut(p);
        await accessibleOn(p, 1000);
      } finally {
        await restoreAccountLanguage(p);
      }
    });
  });
});
