import type { Locator, Page } from 'playwright-core';
import { clubDay, pickDate } from '../support/dates.ts';
import { describe, expect, it } from 'vitest';
import {
  app,
  expectAccessible,
  expectPath,
  visit,
  expectToast,
  withVisitor,
} from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { signInMember, signInStaff, STAFF } from '../support/sign-in.ts';
import { accessibleOn, adminForFile, withAdmin } from '../support/staff-journey.ts';

/*
 * Events, slice 1 (issue 11): the admin adds an event with its prices and booking window and
 * publishes it; M1001 finds it under "Other Club Events" and the public /Events page lists it;
 * the event manager signs in to a menu with only the update screen. Desktop and phone width.
 */

// A title no demo event has (the journeys share one server).
const TITLE = 'Journey Sundowner on the Lawns';
const MANAGE = '/admin/events/manageEvents';

let page: Page;
adminForFile((p) => (page = p));

const menu = (p: Page = page) => p.getByRole('navigation', { name: /main menu/i });
const dialog = () => page.getByRole('dialog');

/** axe once the toasts are gone. */
const accessible = (p: Page = page) => accessibleOn(p, 1000);

async function choose(scope: Page | Locator, label: RegExp, option: string) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('events (admin)', () => {
  it('shows the category tree of Sports and Entertainment', async () => {
    await menu()
      .getByRole('link', { name: /manage event categories/i })
      .click();
    await expectPath(page, '/admin/events/ManageCategory');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sports', level: 2 }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Entertainment', level: 2 }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Festivals', { exact: true }).isVisible()).toBe(true);
    await accessible();
  });

  it('adds an event with its prices and booking window, and publishes it', async () => {
    await menu()
      .getByRole('link', { name: /manage and add events/i })
      .click();
    await expectPath(page, MANAGE);
    await expect.poll(() => page.getByText("New Year's Eve Ball").first().isVisible()).toBe(true);
    await accessible();

    await page.getByRole('button', { name: /^add event$/i }).click();
    const form = page.getByRole('dialog', { name: 'Add an event' });
    await expect.poll(() => form.isVisible()).toBe(true);
    // Sent empty: the fields say what they need.
    await form.getByRole('button', { name: /^save$/i }).click();
    await expect
      .poll(() => form.getByText('This field is required.').first().isVisible())
      .toBe(true);

    // The English fields, not their translations ("Title (Deutsch)").
    await form.getByLabel(/^title(?! \()/i).fill(TITLE);
    await choose(form, /^category/i, 'Festivals');
    await form.getByLabel(/^venue(?! \()/i).fill('Main lawns');
    await form.getByLabel(/^description(?! \()/i).fill('Jazz trio, sundowners and small plates.');
    await pickDate(page, form, /^starts on/i, clubDay(20), { as: 'button' });
    await pickDate(page, form, /^ends on/i, clubDay(20), { as: 'button' });
    await pickDate(page, form, /^booking opens on/i, clubDay(0), { as: 'button' });
    await pickDate(page, form, /^booking closes on/i, clubDay(19), { as: 'button' });
    // Booking opens today at midnight (so it is open now, whatever the hour).
    await form.getByLabel(/^opening time/i).fill('00:00');
    await form.getByLabel(/^places/i).fill('120');
    await form.getByLabel(/^member price/i).fill('1500');
    await form.getByLabel(/^spouse price/i).fill('1200.50');
    await form.getByLabel(/^guests may come/i).check();
    await form.getByLabel(/^guests price/i).fill('2000');
    await form.getByRole('button', { name: /^save$/i }).click();
    await expectToast(page, `"${TITLE}" is saved.`);

    // Saved: the dialog stays on the event, now with its other tabs.
    const edit = page.getByRole('dialog', { name: `Edit ${TITLE}` });
    await expect.poll(() => edit.isVisible()).toBe(true);
    await edit.getByRole('tab', { name: 'Status' }).click();
    await expect.poll(() => edit.getByTestId('event-status').textContent()).toBe('Draft');
    await accessible();
    await edit.getByRole('button', { name: /^publish$/i }).click();
    await expectToast(page, `"${TITLE}" is now Published.`);
    await expect.poll(() => edit.getByTestId('event-status').textContent()).toBe('Published');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);

    await page.getByRole('textbox', { name: /^search$/i }).fill('Sundowner');
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await expect.poll(() => row.innerText()).toMatch(/Published/i);
    await page.waitForLoadState('networkidle');
    await expectNothingCut(page, { tablesScroll: false });
  });
});

describe('events (member and public)', () => {
  it('M1001 sees the event under Other Club Events with its prices and booking window', async () => {
    await withVisitor({ width: 1440 }, async (p) => {
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      await menu(p)
        .getByRole('link', { name: /other club events/i })
        .click();
      await expectPath(p, '/member/events/eventsList');
      await p.getByRole('textbox', { name: /^search$/i }).fill('sundowner');
      const card = p.getByTestId('event-card').filter({ hasText: TITLE });
      await expect.poll(() => card.count()).toBe(1);
      await expect.poll(() => card.innerText()).toMatch(/Member: ₹1,500\.00/);
      await expect.poll(() => card.innerText()).toMatch(/Spouse: ₹1,200\.50/);
      await expect.poll(() => card.innerText()).toMatch(/120 of 120 places left/);
      await expect.poll(() => card.innerText()).toMatch(/Booking open until/);
      await card.getByRole('button', { name: `Details: ${TITLE}` }).click();
      await expect
        .poll(() =>
          p
            .getByRole('dialog', { name: TITLE })
            .getByText(/Booking open until/)
            .isVisible(),
        )
        .toBe(true);
      await expectAccessible(p);
      await p.keyboard.press('Escape');
      await p.getByRole('textbox', { name: /^search$/i }).fill('');
      await p.getByRole('textbox', { name: /^category/i }).click();
      await p.getByRole('option', { name: 'Cricket', exact: true }).click();
      await expect
        .poll(() => p.getByTestId('event-card').filter({ hasText: TITLE }).count())
        .toBe(0);
    });
  });

  it('the public /Events page lists it among upcoming events, and past events with highlights', async () => {
    await withVisitor({ width: 1440 }, async (p) => {
      await visit(p, '/Events');
      const upcoming = p.getByTestId('upcoming-events');
      await expect.poll(() => upcoming.getByText(TITLE).isVisible()).toBe(true);
      const past = p.getByTestId('past-events');
      await expect.poll(() => past.getByText('Diwali Night').isVisible()).toBe(true);
      await expect
        .poll(() => past.getByTestId('event-card').filter({ hasText: 'Diwali Night' }).innerText())
        .toMatch(/Highlights/);
      await expectAccessible(p);
    });
  });
});

describe('the event manager', () => {
  it('signs in to a menu with only the update screen, and updates an event', async () => {
    await withVisitor({ width: 1440 }, async (p) => {
      await signInStaff(p, STAFF.events.code, STAFF.events.password);
      await expectPath(p, '/admin/events/manageupdateEvents');
      // The one screen (besides changing one's own password).
      const links = menu(p).getByRole('link');
      await expect
        .poll(async () =>
          (await links.evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()))).filter(
            (x) => x !== 'Change Password',
          ),
        )
        .toEqual(['Update Events']);
      await expect.poll(() => p.getByRole('button', { name: /^add event$/i }).count()).toBe(0);
      await p.getByRole('textbox', { name: /^search$/i }).fill('Sundowner');
      const row = p.getByRole('row').filter({ hasText: TITLE });
      await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
      const edit = p.getByRole('dialog', { name: `Edit ${TITLE}` });
      await edit.getByLabel(/^venue(?! \()/i).fill('Pool lawns');
      await edit.getByRole('button', { name: /^save$/i }).click();
      await expectToast(p, `"${TITLE}" is saved.`);
      await accessible(p);
      await p.keyboard.press('Escape');
      await expect.poll(() => row.innerText()).toMatch(/Published/i);
      // Another admin screen is refused.
      await p.goto(app('/admin/events/manageEvents'));
      await expectPath(p, '/unauthorized');
    });
  });
});

describe('at phone width', () => {
  it('works at 375 px: the members list and the admin form fit and pass axe', async () => {
    await withVisitor({ width: 375, height: 800 }, async (p) => {
      await signInMember(p, 'M1002', '2345');
      await expectPath(p, '/dashboards/default');
      await p.goto(app('/member/events/eventsList'));
      await expect.poll(() => p.getByTestId('event-card').first().isVisible()).toBe(true);
      await p.waitForLoadState('networkidle');
      await expectNothingCut(p);
      await expectAccessible(p);
    });
    await withAdmin({ width: 375, height: 800 }, async (p) => {
      await p.goto(app(MANAGE));
      await expect
        .poll(() => p.getByRole('heading', { name: 'Manage and Add Events', level: 1 }).isVisible())
        .toBe(true);
      await p.waitForLoadState('networkidle');
      await expectNothingCut(p);
      await accessible(p);
      await p.getByRole('button', { name: /^add event$/i }).click();
      await expect
        .poll(() =>
          p
            .getByRole('dialog')
            .getByLabel(/^title(?! \()/i)
            .isVisible(),
        )
        .toBe(true);
      await expectNothingCut(p);
      await accessible(p);
    });
  });
});
