import type { LedgerEntry, StatementResponse } from '@club/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n';
import { json, mockSignedIn, renderAt, resetApp, testMember } from '../../../test/app-harness';

const member = testMember();

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 1,
  postedAt: '2026-03-05T10:00:00Z',
  kind: 'charge',
  source: 'manual',
  sourceId: null,
  reference: 'Club office',
  link: null,
  description: 'Entry',
  amount: 0,
  taxAmount: 0,
  balance: 0,
  ...over,
});
const totals = {
  month: '2026-03',
  openingBalance: 100_000,
  charges: 25_000,
  payments: 50_000,
  credits: 0,
  closingBalance: 75_000,
  entryCount: 3,
  current: false,
};
// The links are the server's (contracts' ledgerSourceLink): a paid entry leads to the payments.
const statement: StatementResponse = {
  currency: 'INR',
  member: {
    code: 'M1001',
    name: 'Asha Rao',
    membershipType: 'Life',
    status: 'Active',
    address: '',
    email: null,
  },
  totals,
  from: '2026-02-28T18:30:00.000Z',
  to: '2026-03-31T18:30:00.000Z',
  entries: [
    entry({
      id: 1,
      source: 'statement_import',
      sourceId: '3:4',
      reference: 'Club bill: import #3, line 4',
      description: 'Bill for February',
      amount: 20_000,
      balance: 120_000,
    }),
    entry({
      id: 2,
      source: 'fnb_order',
      sourceId: '77',
      reference: 'Order 77',
      description: 'Dinner',
      amount: 5_000,
      balance: 125_000,
    }),
    entry({
      id: 3,
      kind: 'payment',
      source: 'dues',
      sourceId: '42',
      reference: 'Online payment 42',
      link: '/member/payments',
      description: 'Online payment: March dues',
      amount: -50_000,
      balance: 75_000,
    }),
  ],
};

/** The statement as the server writes it in the language asked (?lang=de: one German entry). */
const statementIn = (url: URL): StatementResponse => ({
  ...statement,
  entries: statement.entries.map((e) =>
    e.id === 3 && url.searchParams.get('lang') === 'de'
      ? { ...e, description: 'Online-Zahlung: März' }
      : e,
  ),
});

/** GET /api/member/statements: the months, and the newest month's statement in the language. */
const monthsIn = (url: URL) =>
  json(200, {
    currency: 'INR',
    balance: 75_000,
    currentMonth: '2026-04',
    months: [totals],
    latest: statementIn(url),
  });

describe('View Statement (member/viewStatement)', () => {
  beforeEach(() => {
    resetApp();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("links a paid entry to the member's payments, and names the others without a link", async () => {
    // The newest month's statement comes with the months: it is not asked again.
    const month = vi.fn(() => json(200, statement));
    mockSignedIn(member, {
      'GET /api/member/statements': () =>
        json(200, {
          currency: 'INR',
          balance: 75_000,
          currentMonth: '2026-04',
          months: [totals],
          latest: statement,
        }),
      'GET /api/member/statements/2026-03': month,
      'GET /api/payments': () =>
        json(200, {
          items: [],
          pageIndex: 0,
          pageSize: 10,
          pageCount: 0,
          total: 0,
          balance: 75_000,
          currency: 'INR',
        }),
    });
    const router = renderAt('/member/viewStatement');

    const table = await screen.findByRole(
      'table',
      { name: 'Entries of March 2026' },
      { timeout: 5000 },
    );
    const rows = within(table).getAllByTestId('statement-entry');
    expect(rows).toHaveLength(3);
    // An order has no page in the portal yet; an imported bill is named, never by the
    // office's references (import 3, line 4; order record 77).
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
    expect(within(rows[0]!).getByText('Club bill')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).getByText('Order')).toBeInTheDocument();
    expect(within(table).queryByText(/import 3|line 4|77/)).toBeNull();
    // Each entry shows its date, description and amount.
    expect(within(rows[0]!).getByText('5 Mar 2026')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('₹200.00')).toBeInTheDocument();

    expect(month).not.toHaveBeenCalled();

    const paid = within(rows[2]!).getByRole('link', { name: 'Online payment 42' });
    expect(paid).toHaveAttribute('href', '/member/payments');
    await userEvent.setup().click(paid);
    expect(router.state.location.pathname).toBe('/member/payments');
    expect(await screen.findByRole('heading', { name: 'Pay Dues', level: 1 })).toBeInTheDocument();
  });

  it('stacks each entry on a phone: date, description and amount in two columns', async () => {
    const viewport = (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM;
    viewport.setViewport({ width: 375, height: 800 });
    try {
      mockSignedIn(member, {
        'GET /api/member/statements': () =>
          json(200, {
            currency: 'INR',
            balance: 75_000,
            currentMonth: '2026-04',
            months: [totals],
            latest: statement,
          }),
      });
      renderAt('/member/viewStatement');
      const table = await screen.findByRole(
        'table',
        { name: 'Entries of March 2026' },
        { timeout: 5000 },
      );
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Description', 'Amount']);
      const rows = within(table).getAllByTestId('statement-entry');
      expect(rows).toHaveLength(3);
      const paid = within(rows[2]!);
      expect(paid.getByText('5 Mar 2026')).toBeInTheDocument();
      expect(paid.getByText('Online payment: March dues', { exact: false })).toBeInTheDocument();
      expect(paid.getByText('-₹500.00')).toBeInTheDocument();
      expect(paid.getByText('Balance ₹750.00')).toBeInTheDocument();
    } finally {
      viewport.setViewport({ width: 1024, height: 768 });
    }
  });

  it("asks for the statement and its downloads in the reader's language", async () => {
    mockSignedIn(member, {
      // The server writes the descriptions in the language asked for.
      'GET /api/member/statements': (_init, url) => monthsIn(url),
    });
    await switchLanguage('de');
    try {
      renderAt('/member/viewStatement');
      expect(
        await screen.findByText('Online-Zahlung: März', { exact: false }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /PDF/ })).toHaveAttribute(
        'href',
        '/api/member/statements/2026-03/pdf?lang=de',
      );
      expect(screen.getByRole('link', { name: /CSV/ })).toHaveAttribute(
        'href',
        '/api/member/statements/2026-03/csv?lang=de',
      );
    } finally {
      await switchLanguage('en');
    }
  });

  it('keeps the statement on screen through a language switch, then shows it in the new language', async () => {
    const calls = mockSignedIn(member, {
      'GET /api/member/statements': (_init, url) => monthsIn(url),
      'GET /api/member/statements/2026-03': (_init, url) => json(200, statementIn(url)),
    });
    try {
      renderAt('/member/viewStatement');
      expect(await screen.findByText('Online payment: March dues')).toBeInTheDocument();
      await switchLanguage('de');
      // No loader in between: the English entries stay until the German ones arrive.
      expect(screen.getByText('Bill for February')).toBeInTheDocument();
      expect(await screen.findByText('Online-Zahlung: März')).toBeInTheDocument();
      expect(screen.queryByText('Online payment: March dues')).toBeNull();
      expect(calls.map((c) => c.key)).toContain('GET /api/member/statements/2026-03');
    } finally {
      await switchLanguage('en');
    }
  });
});
