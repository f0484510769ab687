import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would run as a formula gets a leading apostrophe: one starting with
 * =, @, a tab or a carriage return, or with + or - followed by anything but a number. A number
 * or a phone number ("-1500.00", "+91 98200 12345", "+1 (555) 010-0199") stays as it is.
 */
export function formulaSafe(value: string): string {
  if (/^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-][0-9 ().,-]*$/.test(value))) {
    return `'${value}`;
  }
  return value;
}

/** Undoes formulaSafe when a file we wrote is read back (the import). */
export const formulaUnsafe = (value: string) => value.replace(/^'(?=[=@+\-\t\r])/, '');

export type CsvCell = string | number;

export interface CsvOptions {
  /** The first line, written as it is (the program's own column names). */
  header?: readonly string[];
  /** Start with a UTF-8 byte order mark (spreadsheets then read the file as UTF-8). */
  bom?: boolean;
}

/** The one CSV writer: every text cell goes through formulaSafe. */
export function writeCsv(rows: readonly (readonly CsvCell[])[], options: CsvOptions = {}): string {
  const lines = rows.map((r) => r.map((c) => (typeof c === 'string' ? formulaSafe(c) : c)));
  return stringify(options.header ? [[...options.header], ...lines] : lines, {
    bom: options.bom ?? false,
  });
}
