import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  app,
  baseUrl,
  expectPath,
  expectToast,
  restoreAccountLanguage,
} from '../support/browser.ts';
import { clubDay } from '../support/dates.ts';
import { expectNothingCut } from '../support/layout.ts';
import { accessibleOn, closeToastsOn, mainMenu, withAdmin } from '../support/staff-journey.ts';

/*
 * The staff's tasks (issue 34 item 5): the admin confirms a member's stay request, and finds
 * housekeeping's task to prepare its room under Housekeeping, opens the stay it came from, comes
 * back and marks it done; adds, changes and deletes a task of their own in the dialog; the
 * demo's confirmed stay in room 101 has its task too. At 1440 and 375 px (German), axe clean.
 */

const TASKS = '/admin/apps/tasks';
const run = Date.now().toString(36);
const MINE = `Check the pool chlorine ${run}`;
// A guest no other journey names (the journeys share one server).
const GUEST = `Tasks Journey Guest ${run}`;
const ARRIVAL = clubDay(95);

/** M1001 asks for a single room for one night far ahead (the API, with an ID proof); its id. */
async function askForAStay(): Promise<number> {
  const login = await fetch(`${baseUrl()}/api/auth/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ memberCode: 'M1001', pin: '1234' }),
  });
  expect(login.ok).toBe(true);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const form = new FormData();
  const fields = {
    roomType: 'single',
    checkIn: ARRIVAL,
    checkOut: clubDay(96),
    rooms: '1',
    occupants: '1',
    guestName: GUEST,
    nationality: 'Indian',
    guestType: 'member',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(
    'idProof',
    new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], { type: 'application/pdf' }),
    'passport.pdf',
  );
  const res = await fetch(`${baseUrl()}/api/chambers/bookings`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return (JSON.parse(text) as { id: number }).id;
}

async function choose(p: Page, box: Locator, option: string) {
  await box.click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

describe('the staff tasks', () => {
  it('the admin confirms a stay request and finds it as a housekeeping task, opens it and marks it done', async () => {
    const id = await askForAStay();
    await withAdmin({ width: 1440 }, async (p) => {
      // The office confirms the request with a free room.
      await p.goto(app(`/admin/chamber/OrderDetail/${id}`));
      await expect.poll(() => p.getByText(GUEST).first().isVisible()).toBe(true);
      await p.getByRole('button', { name: /^confirm$/i }).click();
      const dialog = p.getByRole('dialog', { name: /confirm with rooms/i });
      const room = dialog.getByRole('checkbox').first();
      await expect.poll(() => room.isVisible()).toBe(true);
      // The room's number: its option reads "101 Pavilion Single 101 (sleeps 1)".
      const option = (
        await dialog
          .getByText(/\(sleeps \d+\)$/)
          .first()
          .innerText()
      ).trim();
      const number = option.split(' ')[0]!;
      await room.check();
      await dialog.getByRole('button', { name: /^confirm$/i }).click();
      await expectToast(p, `Booking #${id} confirmed`);

      // Its task: housekeeping's, to prepare the room for the arrival day.
      await mainMenu(p).getByRole('link', { name: 'Tasks', exact: true }).click();
      await expectPath(p, TASKS);
      await expect
        .poll(() => p.getByRole('heading', { name: 'Tasks', level: 1 }).isVisible())
        .toBe(true);
      await choose(p, p.getByRole('textbox', { name: 'Team' }), 'Housekeeping');
      const table = p.getByRole('table');
      // The arrival day as the club writes it in English ("12 Mar 2027").
      const arrival = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
      const title = `Prepare room ${number} for ${arrival.format(new Date(`${ARRIVAL}T00:00:00Z`))}`;
      const row = table.getByRole('row').filter({ hasText: title });
      await expect.poll(() => row.count()).toBe(1);
      await expect.poll(() => row.getByText('Active', { exact: true }).isVisible()).toBe(true);
      await accessibleOn(p, 1000);

      // Open: the stay that made it, on the office's booking page.
      await row.getByRole('link', { name: 'Open' }).click();
      await expectPath(p, `/admin/chamber/OrderDetail/${id}`);
      await expect.poll(() => p.getByText(GUEST).first().isVisible()).toBe(true);
      await p.goBack();
      // Back on the list, its filter kept in the address.
      await expectPath(p, `${TASKS}?team=housekeeping`);

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
