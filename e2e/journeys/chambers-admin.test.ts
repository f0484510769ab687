import { clubDay, pickDate } from '../support/dates.ts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, expectPath, restoreAccountLanguage, expectToast } from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import {
  accessibleOn,
  uploadFolder,
  adminForFile,
  withAdmin,
  addPhotoInDialog,
} from '../support/staff-journey.ts';

const uploads = uploadFolder('club-chambers-e2e-');
const photo = uploads.file('room.png');

// A number and names no demo room holds (the journeys share one server).
const NUMBER = 'J7';
const ROOM = 'Journey Garden Room';
const RENAMED = 'Journey Lawn Room';

const ROOMS = '/admin/chamber/ManageRooms';

let page: Page;
adminForFile((p) => (page = p), uploads.remove);

const menu = (p: Page = page) => p.getByRole('navigation', { name: /main menu/i });
const roomsTable = () => page.getByRole('table', { name: /^rooms$/i });
const rowOf = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text });
const dialog = () => page.getByRole('dialog');

/** axe once the toasts are gone. */
const accessible = (p: Page = page) => accessibleOn(p, 1000);

/** Picks an option of a Mantine select (a textbox that opens a listbox). */
async function choose(scope: Page | Locator, label: RegExp, option: string) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Flips a Mantine switch by its track (the input itself is visually hidden). */
async function flip(sw: Locator) {
  const id = await sw.getAttribute('id');
  await page.locator(`label[for="${id}"]`).first().click();
}

describe('rooms (admin)', () => {
  it('adds a room with a photo, by keyboard where it can', async () => {
    await page.goto(app('/admin/audit'));
    await menu()
      .getByRole('link', { name: /manage and add rooms/i })
      .click();
    await expectPath(page, ROOMS);
    await expect.poll(() => page.title()).toMatch(/^Manage and Add Rooms \|/);
    // Under its own group of the menu.
    await expect.poll(() => menu().getByText('The Chambers', { exact: true }).count()).toBe(1);
    await expect.poll(() => rowOf(roomsTable(), 'Heritage Suite').count()).toBe(1);
    await accessible();

    // By keyboard: the button opens the dialog, the number field takes the focus, Enter sends.
    await page.getByRole('button', { name: /^add room$/i }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Add a room' }).isVisible())
      .toBe(true);
    await expect
      .poll(() =>
        dialog()
          .getByLabel(/^room number/i)
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.type('room 7');
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        dialog()
          .getByText(/enter a room number of up to 10/i)
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        dialog()
          .getByText(/enter a tariff from 0/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await accessible();

    const form = dialog();
    await form.getByLabel(/^room number/i).fill(NUMBER);
    await form.getByLabel(/^name/i).fill(ROOM);
    await choose(form, /^type/i, 'Double');
    await form.getByLabel(/^capacity/i).fill('2');
    await form.getByLabel(/^member tariff/i).fill('4500.50');
    await form.getByLabel(/^affiliate-club guest tariff/i).fill('6500');
    await choose(form, /^gst rate/i, '12%');
    await form.getByLabel(/^description/i).fill('A double room over the croquet lawn');
    await form.getByLabel(/^name/i).press('Enter');
    await expectToast(page, `${ROOM} saved.`);

    // Saved: the dialog stays open on the room, for its photos.
    await expect
      .poll(() => page.getByRole('dialog', { name: `Edit ${ROOM}` }).isVisible())
      .toBe(true);
    await addPhotoInDialog(page, 'chambers', photo);
    await accessible();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);

    await page.getByRole('textbox', { name: /^search$/i }).fill(ROOM);
    const row = rowOf(roomsTable(), ROOM);
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.innerText()).toMatch(/₹4,500\.50/);
    await expect.poll(() => row.innerText()).toMatch(/Guests ₹6,500\.00/);
    await expect.poll(() => row.locator('img[src*="/api/files/chambers/"]').count()).toBe(1);
    await page.getByRole('textbox', { name: /^search$/i }).fill('');
    await expect.poll(() => rowOf(roomsTable(), 'Heritage Suite').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await expectNothingCut(page, { tablesScroll: false });
    await page.getByRole('textbox', { name: /^search$/i }).fill(ROOM);
    await expect.poll(() => roomsTable().locator('tbody tr').count()).toBe(1);
  });

  it('edits the room: the form holds what was saved', async () => {
    const row = rowOf(roomsTable(), ROOM);
    await row.getByRole('button', { name: `Edit ${ROOM}` }).click();
    const form = dialog();
    await expect.poll(() => form.getByLabel(/^member tariff/i).inputValue()).toBe('4500.50');
    await expect.poll(() => form.getByLabel(/^room number/i).inputValue()).toBe(NUMBER);
    await expect.poll(() => form.getByRole('img', { name: `Photo 1 of ${ROOM}` }).count()).toBe(1);
    await form.getByLabel(/^name/i).fill(RENAMED);
    await form.getByLabel(/^member tariff/i).fill('4800');
    await form.getByRole('button', { name: /^save$/i }).click();
    await expectToast(page, `${RENAMED} saved.`);
    await expect.poll(() => dialog().count()).toBe(0);
    await page.getByRole('textbox', { name: /^search$/i }).fill(RENAMED);
    await expect.poll(() => rowOf(roomsTable(), RENAMED).innerText()).toMatch(/₹4,800\.00/);
  });

  it('blocks dates, refusing an overlapping block, and will not delete the room', async () => {
    const row = rowOf(roomsTable(), RENAMED);
    await row.getByRole('button', { name: `Blocked dates of ${RENAMED}` }).click();
    const panel = page.getByRole('dialog', { name: `Blocked dates: ${NUMBER} ${RENAMED}` });
    await expect.poll(() => panel.getByText('This room is not blocked.').isVisible()).toBe(true);
    await accessible();

    const [from, to] = [clubDay(40), clubDay(42)];
    await pickDate(page, panel, /^first night/i, from);
    await pickDate(page, panel, /^last night/i, to);
    await panel.getByLabel(/^reason/i).fill('Journey repainting');
    await panel.getByRole('button', { name: /^block these nights$/i }).click();
    await expectToast(page, /Blocked from /);
    const blocks = panel.getByRole('table', { name: `Blocked dates of room ${NUMBER}` });
    await expect.poll(() => rowOf(blocks, 'Journey repainting').innerText()).toMatch(/3 nights/);
    await expect
      .poll(() => rowOf(blocks, 'Journey repainting').innerText())
      .toMatch(/Added by Club Administrator/);

    // The middle night again: refused at the field, nothing added.
    await pickDate(page, panel, /^first night/i, clubDay(41));
    await pickDate(page, panel, /^last night/i, clubDay(41));
    await panel.getByLabel(/^reason/i).fill('Overlap');
    await panel.getByRole('button', { name: /^block these nights$/i }).click();
    await expect
      .poll(() => panel.getByText('These dates overlap another block of this room.').isVisible())
      .toBe(true);
    await expect.poll(() => blocks.locator('tbody tr').count()).toBe(1);
    await accessible();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
    await expect.poll(() => row.getByText('1 block ahead').isVisible()).toBe(true);

    await row.getByRole('button', { name: `Delete ${RENAMED}` }).click();
    await dialog()
      .getByRole('button', { name: /^delete$/i })
      .click();
    await expectToast(page, /has 1 blocked period: remove it first/);
    await expect.poll(() => rowOf(roomsTable(), RENAMED).count()).toBe(1);
  });

  it('takes the room out of letting in one click', async () => {
    const row = rowOf(roomsTable(), RENAMED);
    const letting = row.getByRole('switch', { name: `Let: ${RENAMED}` });
    await flip(letting);
    await expectToast(page, `${RENAMED} is no longer let.`);
    await expect.poll(() => letting.isChecked()).toBe(false);
    await choose(page, /^let$/i, 'Let');
    await expect.poll(() => rowOf(roomsTable(), RENAMED).count()).toBe(0);
    await choose(page, /^let$/i, 'Not let');
    await expect.poll(() => rowOf(roomsTable(), RENAMED).count()).toBe(1);
    // The public read leaves it out.
    const types = await page.evaluate(async () => {
      const res = await fetch('/api/chambers/room-types');
      return (await res.json()) as { types: { type: string; rooms: number }[] };
    });
    expect(types.types.find((x) => x.type === 'double')?.rooms).toBe(4);
    await accessible();
  });
});

describe('at phone width', () => {
  it('works at 375 px in German: the list, the form and the blocked dates fit and pass axe', async () => {
    await withAdmin({ width: 375, height: 800 }, async (p) => {
      try {
        await p.getByRole('button', { name: /^language/i }).click();
        await p.getByRole('menuitem', { name: /deutsch/i }).click();
        await expect.poll(() => p.locator('html').getAttribute('lang')).toBe('de');
        await p.goto(app(ROOMS));
        await expect
          .poll(() =>
            p
              .getByRole('heading', { name: 'Zimmer verwalten und hinzufügen', level: 1 })
              .isVisible(),
          )
          .toBe(true);
        await expect
          .poll(() =>
            p
              .getByRole('table', { name: /^zimmer$/i })
              .getByText('Heritage Suite')
              .count(),
          )
          .toBe(1);
        await p.waitForLoadState('networkidle');
        await expectNothingCut(p);
        await accessible(p);

        // A demo room's blocked dates.
        await p.getByRole('button', { name: 'Gesperrte Tage von Heritage Suite' }).click();
        const panel = p.getByRole('dialog');
        await expect
          .poll(() => panel.getByText('Deep cleaning of the carpets').isVisible())
          .toBe(true);
        await expectNothingCut(p);
        await accessible(p);
        await p.keyboard.press('Escape');

        await p.getByRole('button', { name: /^zimmer hinzufügen$/i }).click();
        await expect
          .poll(() =>
            p
              .getByRole('dialog')
              .getByLabel(/^mitgliederpreis/i)
              .isVisible(),
          )
          .toBe(true);
        await expectNothingCut(p);
        await accessible(p);
      } finally {
        await restoreAccountLanguage(p);
      }
    });
  });
});
