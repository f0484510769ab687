import { formatMinor, PLAIN_AMOUNT, type StatementResponse } from '@club/contracts';
import { writeCsv, type CsvCell } from '../../lib/csv.ts';
import { dateOf } from './months.ts';

/** The month's statement as CSV: the opening line, one line per entry, the closing line. */
export function renderStatementCsv(s: StatementResponse, timeZone: string): string {
  const header = [
    'date',
    'kind',
    'source',
    'reference',
    'description',
    'charge',
    'payment_or_credit',
    'balance',
  ];
  const rows: CsvCell[][] = [
    [
      `${s.totals.month}-01`,
      'opening',
      '',
      '',
      'Opening balance',
      '',
      '',
      formatMinor(s.totals.openingBalance, PLAIN_AMOUNT),
    ],
  ];
  for (const e of s.entries) {
    rows.push([
      dateOf(new Date(e.postedAt), timeZone),
      e.kind,
      e.source,
      e.reference,
      e.description,
      e.amount > 0 ? formatMinor(e.amount, PLAIN_AMOUNT) : '',
      e.amount < 0 ? formatMinor(-e.amount, PLAIN_AMOUNT) : '',
      formatMinor(e.balance, PLAIN_AMOUNT),
    ]);
  }
  rows.push([
    '',
    'closing',
    '',
    '',
    'Closing balance',
    formatMinor(s.totals.charges, PLAIN_AMOUNT),
    formatMinor(s.totals.payments + s.totals.credits, PLAIN_AMOUNT),
    formatMinor(s.totals.closingBalance, PLAIN_AMOUNT),
  ]);
  return writeCsv(rows, { header });
}
