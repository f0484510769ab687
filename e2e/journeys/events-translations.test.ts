import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  app,
  expectPath,
  openBrowser,
  restoreAccountLanguage,
  toast,
  expectToast,
  withVisitor,
} from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { signInMember } from '../support/sign-in.ts';
import {
  accessibleOn,
  closeToastsOn,
  adminForFile,
  signInAdmin,
} from '../support/staff-journey.ts';

/*
 * Issue 30 item 5: the admin gives a new event category its German name and an event its
 * German venue (the forms' "Spanish and German"); a member who chooses German reads the event
 * under the German category, at the German venue. Issue 30 (the ledger): M1001, reading German,
 * books an event and is told, shown in My Events Booking and charged on the statement under its
 * German title. Desktop and phone width, with axe.
 */

// Names no demo category or venue has (the journeys share one server).
const CATEGORY = 'Journey Evenings';
const CATEGORY_DE = 'Journey-Abende';
const VENUE_DE = 'Journey-Rasen am Pool';
// A demo event no other journey books or names.
const EVENT = 'Lohri Bonfire Evening';
// An open demo event no other journey books (M1001 has no seeded booking of it); its German title.
const CRICKET_DE = 'Winter-Cricketturnier (T20)';
let cricketBookingId = 0;

let page: Page;
adminForFile((p) => (page = p));

const menu = (p: Page = page) => p.getByRole('navigation', { name: /main menu/i });

/** Closes every toast (so a toast looked for next is a new one). */
const closeToasts = (p: Page = page) => closeToastsOn(p, 1000);

/** axe once the toasts are gone. */
const accessible = (p: Page = page) => accessibleOn(p, 1000);

/** Opens the form's folded "Spanish and German" and waits for its fields. */
async function openTranslations(form: Locator, firstField: RegExp) {
  await form.getByRole('button', { name: 'Spanish and German' }).click();
  await expect.poll(() => form.getByLabel(firstField).isVisible()).toBe(true);
}

describe('the admin translates', () => {
  it("adds a category with its German name in the category form's Spanish and German", async () => {
    await menu()
      .getByRole('link', { name: /manage event categories/i })
      .click();
    await expectPath(page, '/admin/events/ManageCategory');
    await page.getByRole('button', { name: 'Add a category under Entertainment' }).click();
    const form = page.getByRole('dialog', { name: 'Add a category' });
    await expect.poll(() => form.isVisible()).toBe(true);
    await form.getByLabel(/^name/i).first().fill(CATEGORY);
    await openTranslations(form, /^name \(deutsch\)/i);
    // Each translation shows the English text it translates.
    expect(await form.getByLabel(/^name \(deutsch\)/i).getAttribute('placeholder')).toBe(CATEGORY);
    // Too long a German name is told at its field, nothing sent.
    await form.getByLabel(/^name \(deutsch\)/i).fill('x'.repeat(81));
    await form.getByRole('button', { name: /^save$/i }).click();
    await expect
      .poll(() =>
        form.getByLabel(/^name \(deutsch\)/i).evaluate((el) => el.getAttribute('aria-invalid')),
      )
      .toBe('true');
    await form.getByLabel(/^name \(deutsch\)/i).fill(CATEGORY_DE);
    await accessible();
    await form.getByRole('button', { name: /^save$/i }).click();
    await expectToast(page, `"${CATEGORY}" is saved.`);
    await expect.poll(() => page.getByText(CATEGORY, { exact: true }).isVisible()).toBe(true);
  });

  it("moves an event into it and gives it a German venue in the event form's Spanish and German", async () => {
    await menu()
      .getByRole('link', { name: /manage and add events/i })
      .click();
    await expectPath(page, '/admin/events/manageEvents');
    await page.getByRole('textbox', { name: /^search$/i }).fill('Lohri');
    const row = page.getByRole('row').filter({ hasText: EVENT });
    await row.getByRole('button', { name: `Edit ${EVENT}` }).click();
    const form = page.getByRole('dialog', { name: `Edit ${EVENT}` });
    await expect.poll(() => form.isVisible()).toBe(true);
    await form.getByRole('textbox', { name: /^category/i }).click();
    await page.getByRole('option', { name: CATEGORY, exact: true }).click();
    await openTranslations(form, /^venue \(deutsch\)/i);
    // The seeded German venue is there to change.
    await expect.poll(() => form.getByLabel(/^venue \(deutsch\)/i).inputValue()).toBe('Hauptrasen');
    await form.getByLabel(/^venue \(deutsch\)/i).fill(VENUE_DE);
    await accessible();
    await form.getByRole('button', { name: /^save$/i }).click();
    await expectToast(page, `"${EVENT}" is saved.`);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});

describe('a member reads them in German', () => {
  it('M1001 chooses Deutsch: the event is under the German category, at the German venue; a booking is told and charged under its German title', async () => {
    const m = await openBrowser({ width: 1440 });
    const p = m.page;
    try {
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      await p.goto(app('/member/events/eventsList'));
      const card = () => p.getByTestId('event-card').filter({ hasText: EVENT });
      // English first: the English category and venue.
      await expect.poll(() => card().innerText()).toMatch(/Entertainment · Journey Evenings/i);
      await expect.poll(() => card().innerText()).toMatch(/Main lawns/);

      await p.getByRole('button', { name: /^language/i }).click();
      await p.getByRole('menuitem', { name: /deutsch/i }).click();
      await expect.poll(() => p.locator('html').getAttribute('lang')).toBe('de');
      const german = () => p.getByTestId('event-card').filter({ hasText: 'Lohri-Feuerabend' });
      await expect.poll(() => german().count()).toBe(1);
      await expect.poll(() => german().innerText()).toMatch(/Unterhaltung · Journey-Abende/i);
      await expect.poll(() => german().innerText()).toContain(VENUE_DE);
      // The category filter names it in German, and filters by it.
      await p.getByRole('textbox', { name: /^kategorie/i }).click();
      await p.getByRole('option', { name: CATEGORY_DE, exact: true }).click();
      await expect.poll(() => p.getByTestId('event-card').count()).toBe(1);
      await expect.poll(() => german().count()).toBe(1);
      await accessible(p);

      // M1001 books the cricket tournament: the answer's toast names its German title.
      await p.goto(app('/member/events/eventsList'));
      const cricket = p.getByTestId('event-card').filter({ hasText: CRICKET_DE });
      await expect.poll(() => cricket.count()).toBe(1);
      await cricket.getByRole('button', { name: `Buchen: ${CRICKET_DE}` }).click();
      const form = p.getByRole('dialog', { name: `${CRICKET_DE} buchen` });
      await expect.poll(() => form.getByTestId('booking-total').isVisible()).toBe(true);
      await form.getByRole('button', { name: 'Buchung bestätigen' }).click();
      const booked = toast(p, `für ${CRICKET_DE} ist erfolgt`);
      await expect.poll(() => booked.isVisible()).toBe(true);
      cricketBookingId = Number(/#(\d+)/.exec(await booked.innerText())?.[1]);
      expect(cricketBookingId).toBeGreaterThan(0);
      await closeToasts(p);

      // The charge on this month's statement, in German.
      await p.goto(app('/member/viewStatement'));
      const charge = p
        .getByTestId('statement-entry')
        .filter({ hasText: `Veranstaltungsbuchung #${cricketBookingId}: ${CRICKET_DE}` });
      await expect.poll(() => charge.count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => charge.innerText()).toMatch(/2\.000,00/);
      await accessible(p);
    } finally {
      await restoreAccountLanguage(p);
      await m.close();
    }
  });

  it('works at 375 px: the German list, the German booking and statement line, and the admin form with its translations fit and pass axe', async () => {
    await withVisitor({ width: 375, height: 800, locale: 'de-DE' }, async (p) => {
      await signInMember(p, 'M1002', '2345');
      await expectPath(p, '/dashboards/default');
      await p.goto(app('/member/events/eventsList'));
      const german = p.getByTestId('event-card').filter({ hasText: 'Lohri-Feuerabend' });
      await expect.poll(() => german.innerText()).toContain(VENUE_DE);
      await expect.poll(() => german.innerText()).toMatch(/Journey-Abende/);
      await p.waitForLoadState('networkidle');
      await expectNothingCut(p);
      await accessible(p);
    });
    // M1001 in German: the booking and its statement line under the German title fit.
    const member = await openBrowser({ width: 375, height: 800 });
    try {
      const p = member.page;
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      await p.getByRole('button', { name: /^language/i }).click();
      await p.getByRole('menuitem', { name: /deutsch/i }).click();
      await expect.poll(() => p.locator('html').getAttribute('lang')).toBe('de');
      await p.goto(app('/member/events/orders/list'));
      const mine = p.getByTestId('my-event-booking').filter({ hasText: CRICKET_DE });
      await expect.poll(() => mine.count()).toBe(1);
      await expect
        .poll(() => mine.getByRole('heading').innerText())
        .toContain(`#${cricketBookingId}`);
      await p.waitForLoadState('networkidle');
      await expectNothingCut(p);
      await accessible(p);
      await p.goto(app('/member/viewStatement'));
      await expect
        .poll(
          () =>
            p
              .getByTestId('statement-entry')
              .filter({ hasText: `Veranstaltungsbuchung #${cricketBookingId}: ${CRICKET_DE}` })
              .count(),
          { timeout: 15_000 },
        )
        .toBe(1);
      await p.waitForLoadState('networkidle');
      await expectNothingCut(p);
      await accessible(p);
    } finally {
      await restoreAccountLanguage(member.page);
      await member.close();
    }
    const admin = await openBrowser({ width: 375, height: 800 });
    try {
      const p = admin.page;
      await signInAdmin(p);
      await p.goto(app('/admin/events/ManageCategory'));
      await p.getByRole('button', { name: `Edit ${CATEGORY}` }).click();
      const form = p.getByRole('dialog', { name: `Edit ${CATEGORY}` });
      await expect.poll(() => form.isVisible()).toBe(true);
      await openTranslations(form, /^name \(deutsch\)/i);
      await expect.poll(() => form.getByLabel(/^name \(deutsch\)/i).inputValue()).toBe(CATEGORY_DE);
      await expectNothingCut(p);
      await accessible(p);
    } finally {
      await admin.close();
    }
  });
});
