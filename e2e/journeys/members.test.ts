import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { app, expectPath, pathOf, expectToast, withVisitor } from '../support/browser.ts';
import { signInMember } from '../support/sign-in.ts';
import { expectNothingCut } from '../support/layout.ts';
import { mailCount, waitForMail } from '../support/mail.ts';
import {
  PNG,
  accessibleOn,
  closeToastsOn,
  uploadFolder,
  withAdmin,
  adminForFile,
} from '../support/staff-journey.ts';

const uploads = uploadFolder('club-members-e2e-');
const file = uploads.file;

let page: Page;
// The admin at the default width (1280 px), from the dashboard where staff land.
adminForFile((p) => (page = p), uploads.remove, {});

const menu = () => page.getByRole('navigation', { name: /main menu/i });
/** A side-menu link, clicked on the collapsed rail as it widens under the pointer. */
async function openFromMenu(name: RegExp) {
  await menu().getByRole('link', { name }).click();
}
/** M1001's record (its path), for the phone-width check. */
let m1001Record = '/admin/member/manageMembers';
const membersTable = () => page.getByRole('table', { name: /^members$/i });
const row = (text: string) => membersTable().getByRole('row').filter({ hasText: text });

/** Closes every toast (so a toast looked for next is a new one). */
const closeToasts = (p: Page = page) => closeToastsOn(p);

/**
 * axe on the page once the toasts are gone (the Foundation's toast close button has no
 * accessible name yet; reported to the lead).
 */
const accessible = (p: Page = page) => accessibleOn(p);

async function choose(
  label: RegExp,
  option: string,
  scope: Page | ReturnType<Page['locator']> = page,
) {
  await scope.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('manage members', () => {
  it('lists members paginated on the server: search, filter, sort', async () => {
    await page.goto(app('/admin/audit'));
    await openFromMenu(/manage members/i);
    await expectPath(page, '/admin/member/manageMembers');
    await expect.poll(() => page.title()).toMatch(/^Manage members \|/);
    await expect.poll(() => row('M1001').count()).toBe(1);
    await expect.poll(() => page.getByText(/^1–20 of \d+$/).isVisible()).toBe(true);
    await accessible();

    await page.getByRole('textbox', { name: /^search$/i }).fill('Mehta');
    await expect.poll(() => row('M1001').count()).toBe(1);
    await expect.poll(() => row('M1002').count()).toBe(0);
    await page.getByRole('textbox', { name: /^search$/i }).fill('');

    await choose(/^status$/i, 'Suspended');
    await expect.poll(() => row('M1003').count()).toBe(1);
    await expect.poll(() => row('M1001').count()).toBe(0);
    // The clear button is hidden from assistive tech (Backspace clears for keyboards).
    await page.locator('button[aria-label="Clear Status"]').click();
    await expect.poll(() => row('M1001').count()).toBe(1);

    // Sort by code, descending: the highest codes come first.
    await membersTable()
      .getByRole('button', { name: /member code/i })
      .click();
    await expect.poll(() => row('M1001').count()).toBe(0);
    await membersTable()
      .getByRole('button', { name: /member code/i })
      .click();
    await expect.poll(() => row('M1001').count()).toBe(1);
    // Next page.
    await page.getByRole('button', { name: /next page/i }).click();
    await expect.poll(() => page.getByText(/^21–40 of \d+$/).isVisible()).toBe(true);
  });

  it("shows M1001's balance, statements and payments on the member's record", async () => {
    await page.goto(app('/admin/member/manageMembers'));
    await page.getByRole('textbox', { name: /^search$/i }).fill('M1001');
    await expect.poll(() => row('M1001').count()).toBe(1);
    await row('M1001').getByRole('link', { name: 'M1001' }).click();
    await expectPath(page, /^\/admin\/member\/editMember\/\d+$/);
    m1001Record = pathOf(page);
    const account = page.getByRole('region', { name: 'Account' });
    await expect
      .poll(() => account.getByTestId('member-balance').innerText())
      .toMatch(/₹[\d,]+\.\d\d/);
    expect(await account.getByText('Credit limit').isVisible()).toBe(true);
    // The demo's twelve months of statements: the recent activity lists entries.
    await expect
      .poll(() => account.getByRole('table', { name: 'Recent activity' }).getByRole('row').count())
      .toBeGreaterThan(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      account.getByRole('link', { name: /^Download .+ \(PDF\)$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-M1001-\d{4}-\d{2}\.pdf$/);
    await accessible();
    // Every payment, in the Payment Report filtered to the member.
    await account.getByRole('link', { name: 'All payments in the Payment Report' }).click();
    await expectPath(page, /^\/admin\/report\/payment\?member=M1001&period=all$/);
    expect(await page.getByRole('textbox', { name: 'Member', exact: true }).inputValue()).toBe(
      'M1001',
    );
    expect(await page.getByRole('button', { name: 'All dates' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('refuses bad input on the add form with field errors and creates nothing', async () => {
    await page.goto(app('/admin/member/manageMembers'));
    await openFromMenu(/add member/i);
    await expectPath(page, '/admin/member/addMember');
    await page.getByLabel(/^member code/i).fill('12');
    await page.getByLabel(/^email/i).fill('not-an-email');
    await page.getByLabel(/^credit limit/i).fill('10.505');
    // Enter submits (a click may land beside the button as blur errors push it down).
    await page.getByLabel(/^credit limit/i).press('Enter');
    await expect
      .poll(() => page.getByText(/letters followed by digits, e\.g\. M1001\./i).count())
      .toBeGreaterThan(1);
    await expect.poll(() => page.getByText('Enter a valid email address.').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/at most 2 decimals\./)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByText('This field is required.').count()).toBeGreaterThan(0);
    await expectPath(page, '/admin/member/addMember');
    await accessible();
  });

  it("lines up fields with and without help, and assumes no dependent's relation", async () => {
    await page.goto(app('/admin/member/addMember'));
    const top = async (label: RegExp) => (await page.getByLabel(label).first().boundingBox())!.y;
    // Member code has help text under it; its neighbour Title has none: same row, same line.
    await expect.poll(() => page.getByLabel(/^member code/i).isVisible()).toBe(true);
    expect(await top(/^member code/i)).toBe(await top(/^title/i));
    expect(await top(/^email/i)).toBe(await top(/^mobile/i));
    await expect
      .poll(() => page.getByText('Letters followed by digits, e.g. M1001.').isVisible())
      .toBe(true);

    await page.getByRole('button', { name: /add dependent/i }).click();
    const relation = page.getByRole('textbox', { name: /dependent 1: relation/i });
    expect(await relation.inputValue()).toBe('');
    await page.getByLabel(/dependent 1: name/i).fill('Ria Sarkar');
    await page.getByRole('button', { name: /^add member$/i }).click();
    // The relation says it is required, under the relation.
    const describedBy = (await relation.getAttribute('aria-describedby')) ?? '';
    await expect
      .poll(async () => {
        for (const id of describedBy.split(' ').filter(Boolean)) {
          const text = await page
            .locator(`[id="${id}"]`)
            .innerText()
            .catch(() => '');
          if (text === 'This field is required.') return true;
        }
        return false;
      })
      .toBe(true);
    await expectPath(page, '/admin/member/addMember');
  });

  it('adds a member with family and a photo; the first PIN arrives by mail and must be changed', async () => {
    await page.goto(app('/admin/member/addMember'));
    await page.getByLabel(/^member code/i).fill('M1001');
    await expect
      .poll(() => page.getByText('Another member already has this member code.').isVisible())
      .toBe(true);
    await page.getByLabel(/^member code/i).fill('JRN901');
    await expect.poll(() => page.getByLabel('The Member code is free').isVisible()).toBe(true);
    await page.getByLabel(/^title/i).fill('Ms');
    await page.getByLabel(/^first name/i).fill('Nandini');
    await page.getByLabel(/^last name/i).fill('Sarkar');
    await choose(/^gender/i, 'Female');
    await page.getByLabel(/^date of birth/i).fill('1988-07-19');
    await page.getByLabel(/^email/i).fill('nandini.sarkar@example.com');
    await page.getByLabel(/^mobile/i).fill('+91 98450 12345');
    await choose(/^membership type/i, 'Corporate');
    await page.getByLabel(/^credit limit/i).fill('12345.50');
    await page.getByLabel(/^spouse name/i).fill('Amit Sarkar');
    await page.getByRole('button', { name: /add dependent/i }).click();
    await page.getByLabel(/dependent 1: name/i).fill('Ria Sarkar');
    await choose(/dependent 1: relation/i, 'Daughter');
    await page.getByRole('checkbox', { name: 'Tennis' }).check();
    await page.getByRole('checkbox', { name: 'Yoga' }).check();
    await page.locator('input[type=file]').setInputFiles(file('nandini.png', PNG));

    const since = mailCount();
    await page.getByRole('button', { name: /^add member$/i }).click();
    await expectToast(page, /Member JRN901 added; the first PIN was mailed/);
    await expectPath(page, /^\/admin\/member\/editMember\/\d+$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Member JRN901' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByLabel(/^credit limit/i).inputValue()).toBe('12345.50');
    await expect.poll(() => page.getByLabel(/dependent 1: name/i).inputValue()).toBe('Ria Sarkar');
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: /photo of ms nandini sarkar/i })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await accessible();

    const mail = await waitForMail('nandini.sarkar@example.com', /your first PIN/i, since);
    const pin = /^(\d{6})$/m.exec(mail.text)![1]!;
    await withVisitor({}, async (other) => {
      await signInMember(other, 'JRN901', pin);
      await expectPath(other, '/member/settings/changePin');
    });
  });

  it('edits, changes the status and resets the PIN of the new member', async () => {
    await page.getByLabel(/^mobile/i).fill('+91 98450 99999');
    await page.getByRole('button', { name: /save changes/i }).click();
    await expectToast(page, 'Member JRN901 saved.');

    await page.getByRole('button', { name: /change status/i }).click();
    const dialog = page.getByRole('dialog');
    await choose(/new status/i, 'Suspended', dialog);
    await dialog.getByLabel(/reason/i).fill('Dues unpaid');
    await dialog.getByRole('button', { name: /change status/i }).click();
    await expectToast(page, 'JRN901 is now Suspended.');

    const since = mailCount();
    await page.getByRole('button', { name: /reset pin/i }).click();
    await expect
      .poll(() =>
        page
          .getByRole('dialog')
          .getByText(/nandini\.sarkar@example\.com/)
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole('button', { name: /reset and mail pin/i }).click();
    await expectToast(page, /new PIN has been mailed/i);
    await waitForMail('nandini.sarkar@example.com', /new PIN/i, since);
  });

  it("refuses a save over another admin's change and offers to reload the member", async () => {
    // This page's own status change above did not make its form outdated.
    await closeToasts();
    await page.getByLabel(/^postal address/i).fill('7 First Admin Road');
    await page.getByRole('button', { name: /save changes/i }).click();
    await expectToast(page, 'Member JRN901 saved.');

    // A second admin opens the same member and saves a change.
    await withAdmin({}, async (p) => {
      await p.goto(page.url());
      await expect.poll(() => p.getByLabel(/^mobile/i).inputValue()).toBe('+91 98450 99999');
      await p.getByLabel(/^mobile/i).fill('+91 98450 11111');
      await p.getByRole('button', { name: /save changes/i }).click();
      await expectToast(p, 'Member JRN901 saved.');
    });

    // The first admin's save, based on what they opened, is refused and changes nothing.
    await closeToasts();
    await page.getByLabel(/^postal address/i).fill('8 Stale Form Road');
    await page.getByRole('button', { name: /save changes/i }).click();
    await expectToast(
      page,
      'Someone else changed this member since you opened it. Reload to see their changes.',
    );
    const changed = page.getByTestId('member-changed');
    await expect.poll(() => changed.isVisible()).toBe(true);
    await accessible(); // closes the toasts too
    await changed.getByRole('button', { name: /reload member/i }).click();
    await expect.poll(() => page.getByLabel(/^mobile/i).inputValue()).toBe('+91 98450 11111');
    await expect
      .poll(() => page.getByLabel(/^postal address/i).inputValue())
      .toBe('7 First Admin Road');
    await expect.poll(() => changed.count()).toBe(0);

    // Reloaded, the change saves on top of theirs.
    await page.getByLabel(/^postal address/i).fill('8 Stale Form Road');
    await page.getByRole('button', { name: /save changes/i }).click();
    await expectToast(page, 'Member JRN901 saved.');
    await expect.poll(() => page.getByLabel(/^mobile/i).inputValue()).toBe('+91 98450 11111');
  });
});

describe('audit log', () => {
  it('shows who changed the member, with before and after, filtered', async () => {
    await page.getByRole('link', { name: /history/i }).click();
    await expectPath(page, /^\/admin\/audit\?entity=member&entityId=\d+$/);
    const table = page.getByRole('table', { name: /audit log entries/i });
    const statusRow = table.getByRole('row').filter({ hasText: 'Member status changed' });
    await expect.poll(() => statusRow.count()).toBe(1);
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: 'Member added' }).count())
      .toBe(1);
    await statusRow.getByRole('button', { name: /show changes/i }).click();
    const changes = page.getByRole('table', { name: /changes of entry/i });
    await expect
      .poll(() => changes.getByRole('row').filter({ hasText: 'Suspended' }).count())
      .toBe(1);
    await expect.poll(() => changes.getByText('Active').isVisible()).toBe(true);
    await expect.poll(() => changes.getByText('Dues unpaid').isVisible()).toBe(true);
    await accessible();

    await openFromMenu(/audit log/i);
    await expectPath(page, '/admin/audit');
    await page.getByLabel(/^done by/i).fill('admin');
    await choose(/^action$/i, 'PIN reset by the office');
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: 'JRN901' }).count())
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: /clear filters/i }).click();
    await expect.poll(() => page.getByLabel(/^done by/i).inputValue()).toBe('');
  });
});

describe('at phone width', () => {
  it('works at 375 px: the list and the form fit and pass axe', async () => {
    await withAdmin({ width: 375, height: 800 }, async (p) => {
      for (const url of [
        '/admin/member/manageMembers',
        '/admin/member/addMember',
        '/admin/audit',
        m1001Record,
      ]) {
        await p.goto(app(url));
        await expect.poll(() => p.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
        await p.waitForLoadState('networkidle');
        // Nothing cut (badges read whole); a table too wide says that it scrolls.
        await expectNothingCut(p, { where: url });
        await accessible(p);
      }
      await p.goto(app('/admin/member/manageMembers'));
      await expect
        .poll(() =>
          p
            .getByRole('table', { name: /^members$/i })
            .getByText('Suspended')
            .count(),
        )
        .toBeGreaterThan(0);
      await expect
        .poll(() => p.getByText('Scroll sideways to see every column.').isVisible())
        .toBe(true);
      await expectNothingCut(p);
    });
  });
});
