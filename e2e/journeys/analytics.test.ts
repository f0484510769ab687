import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { app, expectPath, restoreAccountLanguage, withVisitor } from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { signInMember } from '../support/sign-in.ts';
import { accessibleOn, closeToastsOn, mainMenu, withAdmin } from '../support/staff-journey.ts';

/*
 * The admins' analytics (issue 35 item 3): the admin opens Analytics from the menu, picks Last
 * month, compares it with the year before, reads the revenue as a table and downloads its CSV;
 * at 375 px in German the charts fit, axe clean; a member opening the page lands on
 * /unauthorized.
 */

const ANALYTICS = '/dashboards/analytic';

describe('the analytics', () => {
  it('the admin opens last month beside the year before, reads the revenue as a table and downloads its CSV', async () => {
    await withAdmin({ width: 1440 }, async (p) => {
      await mainMenu(p).getByRole('link', { name: 'Analytics', exact: true }).click();
      await expectPath(p, ANALYTICS);
      await expect
        .poll(() => p.getByRole('heading', { name: 'Analytics', level: 1 }).isVisible())
        .toBe(true);
      await p.getByRole('button', { name: 'This month' }).click();
      await p.getByRole('button', { name: 'Last month' }).click();
      await expect
        .poll(() => p.getByRole('button', { name: 'Last month', pressed: true }).isVisible())
        .toBe(true);
      // The switch's input is drawn by its label: a person clicks the label.
      const compare = p.getByRole('switch', { name: 'Compare with the year before' });
      await p
        .locator(`label[for="${await compare.getAttribute('id')}"]`)
        .first()
        .click();
      await expectPath(p, /compare=previousYear/);
      const url = new URL(p.url());
      const from = url.searchParams.get('from')!;
      const to = url.searchParams.get('to')!;
      expect(from).toMatch(/^\d{4}-\d{2}-01$/);

      const revenue = p.getByRole('region', { name: 'Revenue by outlet and month' });
      const summary = revenue.getByTestId('analytics-summary-revenue');
      await expect
        .poll(() => summary.textContent(), { timeout: 15_000 })
        .toMatch(/^Amount: ₹[\d,.]+ \(year before ₹[\d,.]+\)/);
      // Every chart has its card, each drawn or saying it is empty.
      for (const name of ['Room occupancy', 'Hall use', 'Event attendance', 'Feedback ratings']) {
        await expect.poll(() => p.getByRole('region', { name }).isVisible()).toBe(true);
      }

      await revenue.getByRole('button', { name: 'Show as table' }).click();
      const table = revenue.getByRole('table');
      await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(5);
      await expect
        .poll(() => table.getByRole('columnheader', { name: 'Amount (year before)' }).isVisible())
        .toBe(true);
      await accessibleOn(p, 1000);

      const [download] = await Promise.all([
        p.waitForEvent('download'),
        revenue
          .getByRole('link', { name: 'Download “Revenue by outlet and month” as CSV' })
          .click(),
      ]);
      expect(download.suggestedFilename()).toBe(`analytics-revenue-${from}-to-${to}.csv`);
      const lines = fs
        .readFileSync((await download.path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe('Month,Stream,Amount,Tax,Amount (year before),Tax (year before)');
      expect(lines[1]).toMatch(new RegExp(`^${from.slice(0, 7)},Restaurant,-?\\d+\\.\\d{2},`));
      expect(lines.at(-1)).toMatch(/^Total,,-?\d+\.\d{2},-?\d+\.\d{2},-?\d+\.\d{2},-?\d+\.\d{2}$/);
    });
  });

  it('shows the charts at 375 px in German, nothing cut, axe clean', async () => {
    await withAdmin({ width: 375, height: 800 }, async (p) => {
      try {
        await p.getByRole('button', { name: /^language/i }).click();
        await p.getByRole('menuitem', { name: /deutsch/i }).click();
        await expect.poll(() => p.locator('html').getAttribute('lang')).toBe('de');
        await p.goto(app(`${ANALYTICS}?compare=previousYear`));
        await expect
          .poll(() => p.getByRole('heading', { name: 'Analysen', level: 1 }).isVisible())
          .toBe(true);
        const revenue = p.getByRole('region', { name: 'Umsatz nach Bereich und Monat' });
        await expect
          .poll(() => revenue.getByTestId('analytics-summary-revenue').textContent(), {
            timeout: 15_000,
          })
          .toMatch(/^Betrag: /);
        await revenue.getByRole('button', { name: 'Als Tabelle zeigen' }).click();
        await closeToastsOn(p);
        await expectNothingCut(p);
        await accessibleOn(p, 1000);
      } finally {
        await restoreAccountLanguage(p);
      }
    });
  });

  it('sends a member who opens the analytics to /unauthorized', async () => {
    await withVisitor({ width: 375, height: 800 }, async (p) => {
      await signInMember(p, 'M1002', '2345');
      await expectPath(p, '/dashboards/default');
      await p.goto(app(ANALYTICS));
      await expectPath(p, '/unauthorized');
      await accessibleOn(p, 1000);
    });
  });
});
