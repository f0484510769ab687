import type { StatementResponse } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { shownText } from '../../../test/support/pdf-text.ts';
import { renderStatementPdf } from './render-pdf.ts';

const statement: StatementResponse = {
  currency: 'INR',
  member: {
    code: 'M2101',
    name: 'Lena Roy',
    membershipType: 'Ordinary',
    status: 'Active',
    address: '',
    email: null,
  },
  totals: {
    month: '2026-03',
    openingBalance: 0,
    charges: 123_450,
    payments: 0,
    credits: 0,
    closingBalance: 123_450,
    entryCount: 1,
    current: false,
  },
  from: '2026-02-28T18:30:00.000Z',
  to: '2026-03-31T18:30:00.000Z',
  entries: [
    {
      id: 1,
      postedAt: '2026-03-05T06:30:00.000Z',
      kind: 'charge',
      source: 'fnb_order',
      sourceId: '42',
      reference: 'Bestellung #42',
      link: null,
      description: 'Restaurant-Bestellung FNB/2025-26/000042',
      amount: 123_450,
      taxAmount: 0,
      balance: 123_450,
    },
  ],
};
const club = {
  clubName: 'Test Club',
  address: '',
  phone: '',
  email: '',
  timeZone: 'Asia/Kolkata',
};

describe('the statement PDF', () => {
  it('is written in German for a German reader: words, month, dates and numbers', async () => {
    const text = shownText(
      await renderStatementPdf(statement, club, 'de', {
        compress: false,
        generatedAt: new Date('2026-04-02T06:30:00Z'),
      }),
    );
    for (const words of [
      'Kontoauszug',
      'März 2026',
      'Zeitraum: 01.03.2026 bis 31.03.2026',
      'Mitgliedschaft: Ordentlich (Aktiv)',
      'ANFANGSSALDO',
      'Beschreibung',
      'Restaurant-Bestellung FNB/2025-26/000042',
      '05.03.2026',
      '1.234,50',
      'Summen und Endsaldo',
      'erstellt am 02.04.2026 · Seite 1 von 1',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/Statement of account|Opening balance|Description/);
  });

  it('is written in Spanish or English when asked', async () => {
    const es = shownText(await renderStatementPdf(statement, club, 'es', { compress: false }));
    expect(es).toContain('Extracto de cuenta');
    expect(es).toContain('marzo de 2026');
    expect(es).toContain('Descripción');
    const en = shownText(await renderStatementPdf(statement, club, 'en', { compress: false }));
    expect(en).toContain('Statement of account');
    expect(en).toContain('March 2026');
    expect(en).toContain('1,234.50');
  });
});
