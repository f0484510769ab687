import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  app,
  appReady,
  clubTimeZone,
  expectAccessible,
  expectPath,
  toast,
  fileVisitor,
  expectToast,
  pageErrors,
  withVisitor,
} from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { signInMember } from '../support/sign-in.ts';
import { signInAdmin } from '../support/staff-journey.ts';

let page: Page;
const b = fileVisitor((p) => (page = p));
beforeEach(() => b.context.clearCookies());

const menu = () => page.getByRole('navigation', { name: /main menu/i });
const monthSelect = () => page.getByRole('textbox', { name: 'Month' });
/** The month the open list marks (Enter chooses it). */
const markedMonth = () => page.locator('[role="listbox"] [data-combobox-selected]');
/** "₹1,23,456.78" -> 12345678 (minor units). */
const minor = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/**
 * Presses Enter on the month the open list marks, and checks that it took. Mantine's
 * combobox can drop a key that arrives while the list is settling (a busy CI machine once
 * kept the old month): then the walk opens the list again, brings the mark back to the same
 * month by keyboard and presses Enter again. The month chosen is still asserted exactly.
 */
async function chooseMarked(wanted: string) {
  const marked = markedMonth();
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.keyboard.press('Enter');
    const took = await expect
      .poll(() => monthSelect().inputValue(), { timeout: 3_000 })
      .toBe(wanted)
      .then(
        () => true,
        () => false,
      );
    if (took) return;
    if ((await page.getByRole('listbox').count()) === 0) {
      await monthSelect().focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => marked.count()).toBe(1);
    }
    for (let step = 0; step < 3 && (await marked.innerText()) !== wanted; step++) {
      await page.keyboard.press('ArrowDown');
    }
  }
}

async function totals() {
  const read = async (label: string) =>
    minor(
      (await page.getByTestId('statement-totals').getByRole('group', { name: label }).innerText())
        .split('\n')
        .at(-1)!,
    );
  return {
    opening: await read('Opening balance'),
    charges: await read('Charges'),
    payments: await read('Payments'),
    credits: await read('Credits'),
    closing: await read('Closing balance'),
  };
}

async function signInAsAdmin() {
  await page.goto('about:blank'); // no request of the member's page may redirect the sign-in
  await signInAdmin(page);
}

describe('member statements', () => {
  it('shows M1001 the balance, last statement and recent activity on the dashboard', async () => {
    await signInMember(page, 'M1001', '1234');
    await expectPath(page, '/dashboards/default');
    const overview = page.getByTestId('account-overview');
    await expect.poll(() => overview.isVisible()).toBe(true);
    expect(await page.getByTestId('dashboard-balance').innerText()).toMatch(/₹[\d,]+\.\d\d/);
    await expect.poll(() => overview.getByText('Last statement').isVisible()).toBe(true);
    expect(
      await overview.getByRole('table', { name: 'Recent activity' }).getByRole('row').count(),
    ).toBeGreaterThan(3);
    await expectAccessible(page);
  });

  it('lists twelve months and more that reconcile, and shows a month with its linked entries', async () => {
    await signInMember(page, 'M1001', '1234');
    await expectPath(page, '/dashboards/default');
    // By keyboard: the side menu's rail expands under a pointer.
    await menu().getByRole('link', { name: 'View Statement' }).focus();
    await page.keyboard.press('Enter');
    await expectPath(page, '/member/viewStatement');
    await expect.poll(() => page.title()).toBe('View Statement | The Riverside Gymkhana Club');
    await expect.poll(() => page.getByTestId('statement-totals').isVisible()).toBe(true);
    // The current month first, "so far".
    expect(await monthSelect().inputValue()).toMatch(/\(so far\)$/);
    await expect
      .poll(() => page.getByText(/these are its transactions so far/i).isVisible())
      .toBe(true);
    await monthSelect().click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options.length).toBeGreaterThanOrEqual(13);
    await page.keyboard.press('Escape');

    // Walk back through the months by keyboard: each one reconciles and opens with the previous closing.
    let laterOpening: number | null = null;
    let shown = await monthSelect().inputValue();
    for (let i = 0; i < 4; i++) {
      await monthSelect().focus();
      await page.keyboard.press('ArrowDown'); // opens the list on the chosen month
      // The list marks the chosen month a moment after it opens (Mantine sets it in a
      // timeout): wait for the mark, or the next key would start from the top.
      await expect.poll(() => markedMonth().count()).toBe(1);
      await page.keyboard.press('ArrowDown'); // the month before
      // Enter only once the mark has moved there (on a busy machine a key can come first).
      await expect.poll(() => markedMonth().innerText()).not.toBe(shown);
      const wanted = await markedMonth().innerText();
      await chooseMarked(wanted);
      await expect.poll(() => monthSelect().inputValue()).toBe(wanted);
      shown = wanted;
      const month = new URL(page.url()).searchParams.get('month')!;
      await expect
        .poll(() => page.getByRole('heading', { level: 2 }).first().innerText())
        .toBe(shown);
      expect(month).toMatch(/^\d{4}-\d{2}$/);
      await page.waitForLoadState('networkidle');
      const tt = await totals();
      expect(tt.opening + tt.charges - tt.payments - tt.credits).toBe(tt.closing);
      if (laterOpening !== null) expect(tt.closing).toBe(laterOpening);
      laterOpening = tt.opening;
    }
    const entries = page.getByTestId('statement-entry');
    expect(await entries.count()).toBeGreaterThan(1);
    // An imported bill is a club bill: the import's number and line are the office's.
    await expect
      .poll(() => entries.getByText('Club bill', { exact: true }).first().isVisible())
      .toBe(true);
    expect(await entries.getByText(/import #?\d+|line \d+/i).count()).toBe(0);
    await expectAccessible(page);
  });

  it('draws the statement opened by its address before any script, on a phone, and opens the month list at the first press', async () => {
    await withVisitor({ width: 375, height: 800 }, async (p) => {
      const errors = pageErrors(p);
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      const res = await p.goto(app('/member/viewStatement'));
      // The member's money: no cache keeps it.
      expect(res?.headers()['cache-control']).toBe('private, no-store');
      await p.waitForLoadState('networkidle');
      // Drawn by the server for a phone: the totals and the stacked entries, and no script run.
      const started = () =>
        p.evaluate(() => ({
          app: document.documentElement.dataset.app ?? null,
          scripts: document.querySelectorAll('script[type="module"]').length,
        }));
      expect(await started()).toEqual({ app: null, scripts: 0 });
      expect(await p.getByTestId('statement-totals').isVisible()).toBe(true);
      expect(await p.getByTestId('statement-entry').count()).toBeGreaterThan(1);
      expect(await p.getByRole('columnheader', { name: 'Amount' }).isVisible()).toBe(true);
      // The first press on the month picker starts the app, which opens the list.
      await p.getByRole('textbox', { name: 'Month' }).click();
      await expect.poll(() => p.getByRole('option').count()).toBeGreaterThan(1);
      expect((await started()).app).toBe('ready');
      // Hydrated, not drawn again: the stacked table is the same one.
      expect(await p.getByRole('columnheader', { name: 'Amount' }).isVisible()).toBe(true);
      await p.keyboard.press('Escape');
      await expectAccessible(p);
      expect(errors).toEqual([]);
    });
  });

  it('downloads the month as PDF and as CSV', async () => {
    await signInMember(page, 'M1001', '1234');
    await expectPath(page, '/dashboards/default');
    await page.goto(app('/member/viewStatement'));
    await expect.poll(() => page.getByTestId('statement-totals').isVisible()).toBe(true);
    await monthSelect().click();
    await page.getByRole('option').nth(1).click();
    const month = new URL(page.url()).searchParams.get('month')!;
    expect(month).toMatch(/^\d{4}-\d{2}$/);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`statement-M1001-${month}.pdf`);
    const pdfBytes = fs.readFileSync((await pdf.path())!);
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`statement-M1001-${month}.csv`);
    const lines = fs
      .readFileSync((await csv.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'date,kind,source,reference,description,charge,payment_or_credit,balance',
    );
    const closing = minor(lines.at(-1)!.split(',').at(-1)!);
    expect(closing).toBe((await totals()).closing);
  });

  it('shows each entry whole on a phone, with no sideways scrolling, and fits a laptop', async () => {
    for (const width of [375, 1440]) {
      await withVisitor({ width, height: 800 }, async (p) => {
        await signInMember(p, 'M1001', '1234');
        await expectPath(p, '/dashboards/default');
        await p.goto(app('/member/viewStatement'));
        await expect.poll(() => p.getByTestId('statement-totals').isVisible()).toBe(true);
        const entries = p.getByTestId('statement-entry');
        await expect.poll(() => entries.count()).toBeGreaterThan(1);
        await p.waitForLoadState('networkidle');
        await expectNothingCut(p, { tablesScroll: false, where: `statement at ${width} px` });
        // Every entry's date, description and amount are on the screen as it is.
        for (const entry of (await entries.all()).slice(0, 5)) {
          const box = (await entry.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          const text = await entry.innerText();
          expect(text).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}/); // 5 Nov 2026
          expect(text).toMatch(/₹[\d,]+\.\d\d/);
        }
        expect(await p.getByRole('link', { name: 'Download PDF' }).isVisible()).toBe(true);
        await expectAccessible(p);
      });
    }
  });

  it("shows the statement's dates in German in the one German format, and its texts in German", async () => {
    await withVisitor({ width: 375, height: 800 }, async (p) => {
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      await p.goto(app('/member/viewStatement'));
      // German for this browser only (the header's menu would change the member's mails too).
      await p.evaluate(() =>
        localStorage.setItem('lang', JSON.stringify({ state: { language: 'de' }, version: 0 })),
      );
      await p.reload();
      // The server drew it in the cookie's language (English: set by the app, which has not
      // seen the change yet); the app draws it again in German once it runs.
      await appReady(p);
      await expect.poll(() => p.locator('html').getAttribute('lang')).toBe('de');
      const entries = p.getByTestId('statement-entry');
      await expect.poll(() => entries.count()).toBeGreaterThan(1);
      for (const entry of (await entries.all()).slice(0, 5)) {
        expect(await entry.innerText()).toMatch(/\b\d{2}\.\d{2}\.\d{4}\b/); // 05.11.2026
      }
      // The server writes the entries' descriptions in German too, never the English ones.
      const texts = await entries.allInnerTexts();
      expect(texts.join('\n')).toMatch(
        /Mitgliedsbeitrag \(|Online-Zahlung:|Clubrechnung für|Kartenzahlung:|-Bestellung|Gutschrift:/,
      );
      expect(texts.join('\n')).not.toMatch(
        /membership subscription|Online payment:|Club bill for|Card payment:|Credit:/,
      );
      await expectNothingCut(p, { tablesScroll: false });
      await expectAccessible(p);
    });
  });

  it('shows the statement in Spanish to a Spanish browser, dates and texts included', async () => {
    await withVisitor({ locale: 'es-ES', width: 1440, height: 900 }, async (p) => {
      await signInMember(p, 'M1001', '1234');
      await expectPath(p, '/dashboards/default');
      await p.goto(app('/member/viewStatement'));
      await expect.poll(() => p.locator('html').getAttribute('lang')).toBe('es');
      await expect
        .poll(() => p.getByRole('heading', { level: 1 }).first().innerText())
        .toMatch(/estado de cuenta/i);
      const entries = p.getByTestId('statement-entry');
      await expect.poll(() => entries.count()).toBeGreaterThan(1);
      const texts = (await entries.allInnerTexts()).join('\n');
      expect(texts).toMatch(/\b\d{1,2} [a-z]{3,4} \d{4}\b/); // 5 nov 2026
      expect(texts).toMatch(
        /Cuota de socio|Pago en línea:|Factura del club de|Pago con tarjeta:|Pedido de |Abono:/,
      );
      expect(texts).not.toMatch(
        /membership subscription|Online payment:|Club bill for|Card payment:|Credit:/,
      );
      await expectNothingCut(p);
      await expectAccessible(p);
    });
  });
});

describe('statement imports', () => {
  // Today in the club's time zone, then the last day of the previous month.
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: clubTimeZone() })
    .format(new Date())
    .split('-')
    .map(Number);
  const prev = new Date(Date.UTC(year!, month! - 1, 0));
  const billDate = prev.toISOString().slice(0, 10);
  const good = `bill_date,member_code,opening,bill_amount,received,closing\n${billDate},M1150,0,1234.50,234.50,1000.00\n`;

  it('previews a file with every error listed, and imports nothing from it', async () => {
    await signInAsAdmin();
    // By keyboard: the side menu's rail expands under a pointer.
    await menu().getByRole('link', { name: 'Statement Imports' }).focus();
    await page.keyboard.press('Enter');
    await expectPath(page, '/admin/statements/imports');
    await expect.poll(() => page.title()).toBe('Statement Imports | The Riverside Gymkhana Club');
    await expect
      .poll(() => page.getByRole('table', { name: 'Past statement imports' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await page.locator('input[type=file]').setInputFiles({
      name: 'bad-bills.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `bill_date,member_code,opening,bill_amount,received,closing,discount\n${billDate},M1150,0,1,0,1,0\n`,
      ),
    });
    const errors = page.getByTestId('import-errors');
    await expect.poll(() => errors.isVisible()).toBe(true);
    expect(await errors.innerText()).toMatch(/Unknown column "discount"/);

    await page.locator('input[type=file]').setInputFiles({
      name: 'bad-rows.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `bill_date,member_code,opening,bill_amount,received,closing\n${billDate},ZZ999,0,1,0,1\n${billDate},M1150,0,1.234,0,1\n`,
      ),
    });
    await expect.poll(() => errors.innerText()).toMatch(/2 errors/);
    expect(await errors.innerText()).toMatch(/Line 2, member_code: No member has the code ZZ999/);
    expect(await page.getByRole('button', { name: /^Import/ }).isDisabled()).toBe(true);
    await expectAccessible(page);
  });

  it('imports a good file once, lists it with who imported it, and changes nothing the second time', async () => {
    await signInAsAdmin();
    await page.goto(app('/admin/statements/imports'));
    const fileName = `journey-bills-${Date.now()}.csv`;
    await page.locator('input[type=file]').setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(good),
    });
    const preview = page.getByTestId('import-preview');
    await expect.poll(() => preview.isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Rows of the chosen file' }).innerText()).toMatch(
      /M1150/,
    );
    await page.getByRole('button', { name: 'Import 1 row' }).click();
    await expectToast(page, /Imported 1 bill \(2 ledger entries\)/);

    const past = page.getByRole('table', { name: 'Past statement imports' });
    const row = past.getByRole('row').filter({ hasText: fileName });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toMatch(/Club Administrator/);
    await row.getByRole('button', { name: `View the rows of ${fileName}` }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(/M1150/).isVisible()).toBe(true);
    // The shared toast's close button has no name (lib/notify): check once it has gone.
    await expect.poll(() => toast(page, /Imported/).count(), { timeout: 10_000 }).toBe(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // The same file again: the preview says so, and importing it changes nothing.
    await page.locator('input[type=file]').setInputFiles({
      name: 'same-again.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(good),
    });
    await expect.poll(() => page.getByTestId('already-imported').isVisible()).toBe(true);
    await page.getByRole('button', { name: /Import again/ }).click();
    await expectToast(page, /already imported .*nothing was changed/);
    await expect
      .poll(() => past.getByRole('row').filter({ hasText: 'same-again.csv' }).count())
      .toBe(0);
  });
});
