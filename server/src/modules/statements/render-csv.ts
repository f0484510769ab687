import { formatMinor, PLAIN_AMOUNT, type Language, type StatementResponse } from '@club/contracts';
import { writeCsv, type CsvCell } from '../../lib/csv.ts';
import { dateOf } from './months.ts';
import { STATEMENT_TEXTS } from './texts.ts';

/**
 * The month's statement as CSV in the reader's language: the opening line, one line per
 * entry, the closing line. Headings, kinds, sources, references and descriptions are in the
 * language; dates (YYYY-MM-DD) and amounts ("1234.50") stay plain, so a spreadsheet reads
 * them in any locale. English keeps the column names and codes it always had.
 */
export function renderStatementCsv(
  s: StatementResponse,
  timeZone: string,
  lang: Language = 'en',
): string {
  const T = STATEMENT_TEXTS[lang];
  const words = lang !== 'en';
  const rows: CsvCell[][] = [
    [
      `${s.totals.month}-01`,
      words ? T.opening : 'opening',
      '',
      '',
      T.csv.opening,
      '',
      '',
      formatMinor(s.totals.openingBalance, PLAIN_AMOUNT),
    ],
  ];
  for (const e of s.entries) {
    rows.push([
      dateOf(new Date(e.postedAt), timeZone),
      words ? T.kind[e.kind] : e.kind,
      words ? T.source[e.source] : e.source,
      e.reference,
      e.description,
      e.amount > 0 ? formatMinor(e.amount, PLAIN_AMOUNT) : '',
      e.amount < 0 ? formatMinor(-e.amount, PLAIN_AMOUNT) : '',
      formatMinor(e.balance, PLAIN_AMOUNT),
    ]);
  }
  rows.push([
    '',
    words ? T.closing : 'closing',
    '',
    '',
    T.csv.closing,
    formatMinor(s.totals.charges, PLAIN_AMOUNT),
    formatMinor(s.totals.payments + s.totals.credits, PLAIN_AMOUNT),
    formatMinor(s.totals.closingBalance, PLAIN_AMOUNT),
  ]);
  return writeCsv(rows, { header: [...T.csv.header] });
}
