import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { memberApi } from '../support/api-session.ts';
import {
  app,
  expectAccessible,
  expectPath,
  expectToast,
  restoreAccountLanguage,
  withVisitor,
} from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, closeToastsOn, mainMenu, withAdmin } from '../support/staff-journey.ts';

/*
 * The directory (issue 34 item 3): M1001 finds M1002 (listed, sharing e-mail and mobile) with
 * only those fields, and not M1003 (unlisted); lists themself sharing their e-mail, and M1002
 * then sees them with that field only. The admin sees every member (listed or not) and adds,
 * changes and deletes a supplier. At 1440 and 375 px and in German, axe clean.
 */

const run = Date.now().toString(36);
const SUPPLIER = `Deccan Dairy ${run}`;
const DIRECTORY = '/apps/contacts';
const CONTACTS = '/admin/apps/contacts';

interface Entry {
  id: number;
  name: string;
  email?: string;
  mobile?: string;
  address?: string;
}

const cards = (p: Page) => p.getByRole('list', { name: 'Listed members' });
const cardOf = (p: Page, name: string | RegExp) => cards(p).getByRole('listitem', { name });

async function search(p: Page, label: string, term: string) {
  await p.getByRole('textbox', { name: label }).fill(term);
}

async function choose(p: Page, box: Locator, option: string) {
  await box.click();
  await p.getByRole('option', { name: option, exact: true }).click();
}

async function german(p: Page) {
  await p.getByRole('button', { name: /^language/i }).click();
  await p.getByRole('menuitem', { name: /deutsch/i }).click();
  await expect.poll(() => p.locator('html').getAttribute('lang')).toBe('de');
}

async function member(p: Page, code: string, pin: string) {
  await signInMember(p, code, pin);
  await expectPath(p, '/dashboards/default');
}

afterAll(async () => {
  // M1001 leaves the directory as the demo has them: not listed.
  const m1001 = await memberApi('M1001', '1234');
  await m1001('PUT', '/api/apps/contacts/me', { listed: false, shares: [] });
});

describe('the directory of members', () => {
  it('M1001 finds a listed member with only the fields shared, not an unlisted one, and lists themself', async () => {
    await withVisitor({ width: 1440 }, async (p) => {
      await member(p, 'M1001', '1234');
      await mainMenu(p).getByRole('link', { name: 'Directory' }).click();
      await expectPath(p, DIRECTORY);
      await expect
        .poll(() => p.getByRole('heading', { name: 'Directory', level: 1 }).isVisible())
        .toBe(true);
      const listing = p.getByRole('region', { name: 'Your listing' });
      await expect.poll(() => listing.getByText('You are not listed now.').isVisible()).toBe(true);

      await search(p, 'Search', 'Kavita');
      const kavita = cardOf(p, 'Dr Kavita Rao');
      await expect.poll(() => kavita.isVisible()).toBe(true);
      await expect
        .poll(() => kavita.getByRole('link', { name: 'm1002@example.com' }).isVisible())
        .toBe(true);
      expect(await kavita.getByText(/^Mobile:/).count()).toBe(1);
      expect(await kavita.getByText(/^Address:/).count()).toBe(0);
      await accessibleOn(p, 1000);

      // M1003 (Rohan Desai) has not chosen to be listed: not found.
      await search(p, 'Search', 'Rohan Desai');
      await expect.poll(() => p.getByText('No listed member matches.').isVisible()).toBe(true);
      expect(await cards(p).count()).toBe(0);

      // M1001 lists themself, sharing the e-mail only.
      await listing.getByText('List me in the directory').click();
      await expect
        .poll(() => listing.getByRole('switch', { name: 'List me in the directory' }).isChecked())
        .toBe(true);
      await listing.getByRole('checkbox', { name: 'E-mail' }).check();
      await listing.getByRole('button', { name: 'Save my listing' }).click();
      await expectToast(p, 'You are listed in the directory.');
      await expect.poll(() => listing.getByText('You are listed now.').isVisible()).toBe(true);
      await accessibleOn(p, 1000);
    });
    // M1002 now finds M1001 with the e-mail, and no other field (not even the keys).
    const m1002 = await memberApi('M1002', '2345');
    const page = await m1002<{ items: Entry[] }>(
      'GET',
      '/api/apps/contacts?term=Mehta&pageSize=100',
    );
    const arjun = page.items.find((e) => e.name.includes('Arjun Mehta'));
    expect(arjun?.email).toBe('m1001@example.com');
    expect(Object.keys(arjun ?? {})).not.toContain('mobile');
    expect(Object.keys(arjun ?? {})).not.toContain('address');
  });

  it('shows the directory at 375 px in German, nothing cut, axe clean', async () => {
    await withVisitor({ width: 375, height: 800 }, async (p) => {
      await member(p, 'M1002', '2345');
      try {
        await german(p);
        await p.goto(app(DIRECTORY));
        await expect
          .poll(() =>
            p.getByRole('heading', { name: 'Mitgliederverzeichnis', level: 1 }).isVisible(),
          )
          .toBe(true);
        await expect
          .poll(() => p.getByRole('region', { name: 'Ihr Eintrag' }).isVisible())
          .toBe(true);
        const list = p.getByRole('list', { name: 'Eingetragene Mitglieder' });
        await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(1);
        await closeToastsOn(p);
        await expectNothingCut(p);
        await expectAccessible(p);
      } finally {
        await restoreAccountLanguage(p);
      }
    });
  });
});

describe('the staff contacts', () => {
  it('the admin sees every member, listed or not, and adds, changes and deletes a supplier', async () => {
    await withAdmin({ width: 1440 }, async (p) => {
      await mainMenu(p).getByRole('link', { name: 'Contacts' }).click();
      await expectPath(p, CONTACTS);
      const table = p.getByRole('table');
      await search(p, 'Search', 'Rohan');
      const rohan = table.getByRole('row').filter({ hasText: 'Rohan Desai' });
      await expect.poll(() => rohan.getByText('Not listed').isVisible()).toBe(true);
      await search(p, 'Search', 'Kavita');
      const kavita = table.getByRole('row').filter({ hasText: 'Kavita Rao' });
      await expect.poll(() => kavita.getByText('Listed', { exact: true }).isVisible()).toBe(true);
      await accessibleOn(p, 1000);

      await choose(p, p.getByRole('textbox', { name: 'Show' }), 'Suppliers');
      await expect.poll(() => table.getByText('Gokul Dairy Farms').isVisible()).toBe(true);

      await p.getByRole('button', { name: 'Add supplier' }).click();
      const form = p.getByRole('dialog', { name: 'Add a supplier' });
      await form.getByRole('textbox', { name: /^Name/ }).fill(SUPPLIER);
      await choose(p, form.getByRole('textbox', { name: /^Kind/ }), 'Food and dairy');
      await form.getByRole('textbox', { name: 'E-mail' }).fill('not an address');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => form.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid'))
        .toBe('true');
      await accessibleOn(p, 1000);
      await form.getByRole('textbox', { name: 'E-mail' }).fill('orders@deccan.example');
      await form.getByRole('button', { name: 'Save' }).click();
      await expectToast(p, `${SUPPLIER} is saved.`);
      await search(p, 'Search', run);
      const row = table.getByRole('row').filter({ hasText: SUPPLIER });
      await expect.poll(() => row.isVisible()).toBe(true);

      await row.getByRole('button', { name: `Change ${SUPPLIER}` }).click();
      const edit = p.getByRole('dialog', { name: 'Change the supplier' });
      await edit.getByRole('textbox', { name: 'Phone' }).fill('+91 20 5555 0909');
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => row.getByText('+91 20 5555 0909').isVisible()).toBe(true);

      await row.getByRole('button', { name: `Delete ${SUPPLIER}` }).click();
      await p
        .getByRole('dialog', { name: `Delete ${SUPPLIER}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expectToast(p, `${SUPPLIER} is deleted.`);
      await expect.poll(() => row.count()).toBe(0);
    });
  });

  it('shows the contacts at 375 px in German, axe clean', async () => {
    await withAdmin({ width: 375, height: 800 }, async (p) => {
      try {
        await german(p);
        await p.goto(app(`${CONTACTS}?kind=suppliers`));
        await expect
          .poll(() => p.getByRole('heading', { name: 'Kontakte', level: 1 }).isVisible())
          .toBe(true);
        await expect
          .poll(() => p.getByRole('table').getByText('Gokul Dairy Farms').isVisible())
          .toBe(true);
        await expect
          .poll(() => p.getByText('Lebensmittel und Molkerei').first().isVisible())
          .toBe(true);
        await accessibleOn(p, 1000);
      } finally {
        await restoreAccountLanguage(p);
      }
    });
  });
});
