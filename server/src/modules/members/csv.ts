import { parse } from 'csv-parse/sync';
import { isStorableText, validationMessageEn } from '@club/contracts';
import { formulaUnsafe } from '../../lib/csv.ts';
import { AppError } from '../../lib/errors.ts';

export interface CsvRecord {
  /** The line of the file the record ends on (the header is line 1). */
  line: number;
  cells: string[];
}

const fileError = (message: string) =>
  new AppError(400, 'validation_failed', message, { errors: [{ field: 'file', message }] });

/**
 * The input rules of every JSON body (plugins/input-guard.ts), applied to each cell of the
 * file: a cell the database cannot store (a NUL, half a surrogate pair) refuses the whole
 * file with a 400 naming its line and column, as the import would otherwise fail on it.
 */
function checkCells(header: string[], records: { record: string[]; info: { lines: number } }[]) {
  const key = 'validation.unstorableText';
  const message = validationMessageEn(key);
  for (const [r, { record, info }] of records.entries()) {
    const i = record.findIndex((cell) => !isStorableText(cell));
    if (i < 0) continue;
    const column = r === 0 ? 'header' : header[i] || `column ${i + 1}`;
    throw new AppError(400, 'validation_failed', `Line ${info.lines}, ${column}: ${message}`, {
      errors: [{ field: r === 0 ? 'file' : `rows.${info.lines}.${column}`, message, key }],
    });
  }
}

/** Parses an uploaded CSV (UTF-8, optional BOM): the header and the records with their lines. */
export function readCsv(data: Buffer, maxRows: number): { header: string[]; records: CsvRecord[] } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw fileError('The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.');
  }
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    throw fileError(`The file is not valid CSV: ${(err as Error).message}`);
  }
  const [head, ...rest] = parsed;
  if (!head) throw fileError('The file is empty.');
  checkCells(
    head.record.map((h) => h.trim()),
    parsed,
  );
  if (rest.length === 0) throw fileError('The file has a header but no rows.');
  if (rest.length > maxRows) {
    throw fileError(`The file has ${rest.length} rows; import at most ${maxRows} at a time.`);
  }
  return {
    header: head.record.map((h) => h.trim()),
    records: rest.map((r) => ({
      line: r.info.lines,
      cells: r.record.map((c) => formulaUnsafe(c)),
    })),
  };
}
