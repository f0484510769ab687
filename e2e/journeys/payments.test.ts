import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  app,
  expectAccessible,
  expectPath,
  openBrowser,
  fileVisitor,
  withVisitor,
} from '../support/browser.ts';
import { expectNothingCut } from '../support/layout.ts';
import { signInMember, signInStaff, STAFF } from '../support/sign-in.ts';

let page: Page;
const b = fileVisitor((p) => (page = p));

/** Unique descriptions, so the journey finds its own payments among the seeded ones. */
const run = Date.now().toString(36);
const PAID = `Dues ${run}`;
const DECLINED = `Declined ${run}`;

const menu = () => page.getByRole('navigation', { name: /main menu/i });
/** Opens a side-menu entry, clicked on the collapsed rail as it widens under the pointer. */
async function openMenu(name: string) {
  await menu().getByRole('link', { name }).click();
}
const history = () => page.getByRole('table', { name: 'Your payments' });

async function payInSandbox(card: string) {
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  await expectAccessible(page);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel(/expiry/i).fill('12/39');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /^pay ₹/i }).click();
}

async function startPayment(amount: string, description: string) {
  await page.getByLabel(/^amount/i).fill(amount);
  await page.getByLabel(/^description/i).fill(description);
  await page.getByRole('button', { name: 'Pay by card' }).click();
}

describe('paying dues with the sandbox', () => {
  it('M1001 pays 500.00 with the test card and sees it in their payments and statement', async () => {
    await signInMember(page, 'M1001', '1234');
    await expectPath(page, '/dashboards/default');
    await openMenu('View Statement');
    await expectPath(page, /\/member\/viewStatement/);
    await page.getByRole('link', { name: 'Pay dues' }).click();
    await expectPath(page, '/member/payments');
    await expect.poll(() => page.title()).toMatch(/^Pay Dues \| /);
    await expect.poll(() => page.getByTestId('balance').isVisible()).toBe(true);
    await expectAccessible(page);

    // Bad input is refused on the page, nothing is sent.
    await startPayment('99.99', PAID);
    await expect.poll(() => page.getByText('Pay at least 100.00.').isVisible()).toBe(true);
    await startPayment('500.005', PAID);
    await expect.poll(() => page.getByText(/at most 2 decimals, e\.g\./).isVisible()).toBe(true);

    await startPayment('500.00', PAID);
    await payInSandbox('4111 1111 1111 1111');
    await expectPath(page, '/member/payments');
    await expect.poll(() => page.getByText('Payment received').isVisible()).toBe(true);
    expect(await page.getByTestId('payment-outcome').innerText()).toContain('₹500.00');
    const row = history().getByRole('row').filter({ hasText: PAID });
    await expect.poll(() => row.innerText()).toMatch(/₹500\.00[\s\S]*Paid/i);
    await expectAccessible(page);

    // Its receipt downloads as a PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: /^Receipt of payment \d+ \(PDF\)$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^receipt-P-\d{6}\.pdf$/);

    // The ledger entry is on this month's statement, linked to the payment on the payments page.
    await openMenu('View Statement');
    await expect
      .poll(() => page.getByText(`Online payment: ${PAID}`).first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    const entry = page
      .getByTestId('statement-entry')
      .filter({ hasText: `Online payment: ${PAID}` });
    await entry.getByRole('link', { name: /^Online payment \d+$/ }).click();
    await expectPath(page, '/member/payments');
    await expect.poll(() => row.innerText()).toMatch(/₹500\.00[\s\S]*Paid/i);
  });

  it('a declined card is recorded and shown as failed', async () => {
    await page.goto(app('/member/payments'));
    await startPayment('250', DECLINED);
    await payInSandbox('4000 0000 0000 0002');
    await expectPath(page, '/member/payments');
    await expect.poll(() => page.getByText('Payment not completed').isVisible()).toBe(true);
    const row = history().getByRole('row').filter({ hasText: DECLINED });
    await expect.poll(() => row.innerText()).toMatch(/declined by the bank[\s\S]*Failed/i);
  });

  it('the sandbox refuses a card that is not a test card, and cancelling is recorded', async () => {
    await page.goto(app('/member/payments'));
    await startPayment('150', `Cancelled ${run}`);
    await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByLabel(/expiry/i).fill('12/39');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: /^pay ₹/i }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/not a sandbox test card/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Cancel and go back' }).click();
    await expectPath(page, '/member/payments');
    await expect.poll(() => page.getByText('Payment not completed').isVisible()).toBe(true);
    const row = history()
      .getByRole('row')
      .filter({ hasText: `Cancelled ${run}` });
    await expect.poll(() => row.innerText()).toMatch(/closed before paying[\s\S]*Failed/i);
  });

  it('works at phone and laptop width, every status whole', async () => {
    for (const width of [375, 1440]) {
      await withVisitor({ width, height: 800 }, async (p) => {
        await signInMember(p, 'M1001', '1234');
        await expectPath(p, '/dashboards/default');
        await p.goto(app('/member/payments'));
        await expect.poll(() => p.getByTestId('balance').isVisible()).toBe(true);
        await expect
          .poll(() => p.getByRole('button', { name: 'Pay by card' }).isVisible())
          .toBe(true);
        const table = p.getByRole('table', { name: 'Your payments' });
        await expect
          .poll(() => table.getByRole('row').filter({ hasText: DECLINED }).innerText())
          .toMatch(/Failed/i);
        await p.waitForLoadState('networkidle');
        // "Failed" and "Paid" read whole (not "FAI..."); a table too wide says it scrolls.
        await expectNothingCut(p, { where: `payments at ${width} px` });
        await expectAccessible(p);
      });
    }
  });
});

describe('the admin sees payments', () => {
  it('lands on the admin dashboard and finds the payment in the Payment Report', async () => {
    await b.context.clearCookies();
    await signInStaff(page, STAFF.admin.code, STAFF.admin.password);
    await expectPath(page, '/admin/dashboard');
    await expect.poll(() => page.getByText('Paid online this month').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Latest statement import').isVisible()).toBe(true);
    await expectAccessible(page);

    await openMenu('Payment Report');
    await expectPath(page, '/admin/report/payment');
    // The report opens on this month, which holds today's payments.
    const pressed = (name: string) =>
      page.getByRole('button', { name }).getAttribute('aria-pressed');
    await expect.poll(() => pressed('This month')).toBe('true');
    await page.getByRole('textbox', { name: 'Member', exact: true }).fill('M1001');
    const table = page.getByRole('table', { name: 'Payments' });
    const paid = table.getByRole('row').filter({ hasText: PAID });
    await expect.poll(() => paid.innerText()).toMatch(/M1001[\s\S]*₹500\.00[\s\S]*Paid/i);
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: DECLINED }).innerText())
      .toMatch(/Failed/i);
    await expectAccessible(page);

    // Only failed ones.
    await page.getByRole('textbox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expect.poll(() => table.getByRole('row').filter({ hasText: PAID }).count()).toBe(0);
    await expect.poll(() => table.getByRole('row').filter({ hasText: DECLINED }).count()).toBe(1);

    // The CSV export carries the same filters.
    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(href).toContain('member=M1001');
    expect(href).toContain('status=failed');
    expect(href).toMatch(/from=\d{4}-\d{2}-01/);
    const csv = await page.request.get(new URL(href!, page.url()).toString());
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).toContain(DECLINED);
    expect(text).not.toContain(PAID);

    // The filters live in the address: a reload keeps them.
    expect(new URL(page.url()).searchParams.get('status')).toBe('failed');
    await page.reload();
    await expect.poll(() => table.getByRole('row').filter({ hasText: DECLINED }).count()).toBe(1);
    await expect.poll(() => table.getByRole('row').filter({ hasText: PAID }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Member', exact: true }).inputValue()).toBe(
      'M1001',
    );

    // Last month ends before today: today's payments leave the list, and the address keeps it.
    await page.getByRole('button', { name: 'Last month' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toMatch(/-01$/);
    await expect.poll(() => table.getByRole('row').filter({ hasText: DECLINED }).count()).toBe(0);
    await expect.poll(() => pressed('This month')).toBe('false');
    // Clearing the period is every date: today's payments are back.
    await page.getByRole('button', { name: 'Clear Period' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('period')).toBe('all');
    // (the address changes before the page has drawn it: the button is waited for too)
    await expect.poll(() => pressed('All dates')).toBe('true');
    await expect.poll(() => table.getByRole('row').filter({ hasText: DECLINED }).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('from')).toBeNull();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => table.getByRole('row').filter({ hasText: PAID }).count()).toBe(1);
    await expectAccessible(page);
  });
});

describe('paying dues in Spanish and German', () => {
  for (const lang of [
    {
      locale: 'es-ES',
      typed: '500,50',
      pay: 'Pagar con tarjeta',
      received: 'Pago recibido',
      shown: '500,50 ₹',
      amount: 'Importe',
      description: 'Descripción',
      table: 'Sus pagos',
      paid: 'Pagado',
      statement: 'Pago en línea: ',
    },
    {
      locale: 'de-DE',
      typed: '1.234,50',
      pay: 'Mit Karte zahlen',
      received: 'Zahlung erhalten',
      shown: '1.234,50 ₹',
      amount: 'Betrag',
      description: 'Beschreibung',
      table: 'Ihre Zahlungen',
      paid: 'Bezahlt',
      statement: 'Online-Zahlung: ',
    },
  ]) {
    it(`M1001 types the amount as ${lang.locale} writes it, pays, and reads it all in ${lang.locale}`, async () => {
      const other = await openBrowser({ locale: lang.locale, width: 375, height: 800 });
      const p = other.page;
      const what = `${lang.locale} ${run}`;
      try {
        await signInMember(p, 'M1001', '1234');
        await expectPath(p, '/dashboards/default');
        await p.goto(app('/member/payments'));
        await expect.poll(() => p.getByTestId('balance').isVisible()).toBe(true);
        await p.getByLabel(new RegExp(`^${lang.amount}`)).fill(lang.typed);
        await p.getByLabel(new RegExp(`^${lang.description}`)).fill(what);
        await p.getByRole('button', { name: lang.pay }).click();
        await p.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
        await p.getByLabel('Card number').fill('4111 1111 1111 1111');
        await p.getByLabel(/expiry/i).fill('12/39');
        await p.getByLabel('CVV').fill('123');
        await p.getByRole('button', { name: /^pay ₹/i }).click();
        await expectPath(p, '/member/payments');
        await expect.poll(() => p.getByText(lang.received).isVisible()).toBe(true);
        // Amounts as the language writes them (its spaces are non-breaking).
        const spaced = (t: string) => t.replace(/\s/g, ' ');
        expect(spaced(await p.getByTestId('payment-outcome').innerText())).toContain(lang.shown);
        const row = p
          .getByRole('table', { name: lang.table })
          .getByRole('row')
          .filter({ hasText: what });
        await expect.poll(() => row.innerText()).toMatch(new RegExp(lang.paid, 'i'));
        expect(spaced(await row.innerText())).toContain(lang.shown);
        await expectAccessible(p);
        // The statement says what the payment was in the reader's language.
        await p.goto(app('/member/viewStatement'));
        await expect
          .poll(() => p.getByText(`${lang.statement}${what}`).first().isVisible(), {
            timeout: 15_000,
          })
          .toBe(true);
      } finally {
        await other.close();
      }
    });
  }
});
