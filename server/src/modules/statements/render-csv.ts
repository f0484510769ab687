import { stringify } from 'csv-stringify/sync';
import type { StatementResponse } from '@club/contracts';
import { dateOf } from './months.ts';

const major = (minor: number) => (minor / 100).toFixed(2);
/** Text a spreadsheet would run as a formula is quoted with a leading apostrophe. */
const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The month's statement as CSV: the opening line, one line per entry, the closing line. */
export function renderStatementCsv(s: StatementResponse, timeZone: string): string {
  const rows: (string | number)[][] = [
    [
      'date',
      'kind',
      'source',
      'reference',
      'description',
      'charge',
      'payment_or_credit',
      'balance',
    ],
    [
      `${s.totals.month}-01`,
      'opening',
      '',
      '',
      'Opening balance',
      '',
      '',
      major(s.totals.openingBalance),
    ],
  ];
  for (const e of s.entries) {
    rows.push([
      dateOf(new Date(e.postedAt), timeZone),
      e.kind,
      e.source,
      safe(e.reference),
      safe(e.description),
      e.amount > 0 ? major(e.amount) : '',
      e.amount < 0 ? major(-e.amount) : '',
      major(e.balance),
    ]);
  }
  rows.push([
    '',
    'closing',
    '',
    '',
    'Closing balance',
    major(s.totals.charges),
    major(s.totals.payments + s.totals.credits),
    major(s.totals.closingBalance),
  ]);
  return stringify(rows);
}
