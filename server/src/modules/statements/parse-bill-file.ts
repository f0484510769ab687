import { parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import {
  formatMinor,
  PLAIN_AMOUNT,
  STATEMENT_IMPORT_COLUMNS,
  memberCodeSchema,
  type StatementImportError,
} from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { dateOf } from './months.ts';

type Column = (typeof STATEMENT_IMPORT_COLUMNS)[number];

export interface BillRow {
  line: number;
  billDate: string;
  memberId: number;
  memberCode: string;
  memberName: string;
  opening: number;
  billAmount: number;
  received: number;
  closing: number;
}

export interface ParsedBillFile {
  period: string | null;
  rows: BillRow[];
  errors: StatementImportError[];
  totalBilled: number;
  totalReceived: number;
}

const COLUMN_TEXT = 'bill date, member code, opening, bill amount, received, closing';

/** "Bill Amount", "bill-amount", "BILL_AMOUNT" -> "bill_amount". */
const normalise = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** "1,234.50", "-20", "0.5" -> minor units; null when it is not an amount with at most 2 decimals. */
export function parseAmount(text: string, allowNegative: boolean): number | null {
  const t = text.trim().replace(/,/g, '');
  const m = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m || (m[1] && !allowNegative)) return null;
  const minor = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -minor : minor;
}

function validDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/**
 * Reads the accounting system's monthly bill CSV (DOMAIN.md: bill date, member code,
 * opening, bill amount, received, closing) and checks every row. Nothing is written: the
 * caller imports only when `errors` is empty.
 */
export async function parseBillFile(
  db: DbOrTx,
  data: Buffer,
  opts: { timeZone: string; now: Date },
): Promise<ParsedBillFile> {
  const errors: StatementImportError[] = [];
  const result: ParsedBillFile = {
    period: null,
    rows: [],
    errors,
    totalBilled: 0,
    totalReceived: 0,
  };
  if (data.includes(0)) {
    errors.push({ line: 0, field: 'file', message: 'This is not a CSV text file.' });
    return result;
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(data.toString('utf8'), {
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 0;
    errors.push({
      line,
      field: 'file',
      message: `The file is not valid CSV: ${(err as Error).message}`,
    });
    return result;
  }
  const [header, ...body] = records;
  if (!header) {
    errors.push({
      line: 0,
      field: 'file',
      message: `The file is empty. Its columns are: ${COLUMN_TEXT}.`,
    });
    return result;
  }

  // Header: exactly the six known columns, in any order.
  const index = new Map<Column, number>();
  header.record.forEach((h, i) => {
    const name = normalise(h) as Column;
    if (!STATEMENT_IMPORT_COLUMNS.includes(name)) {
      errors.push({
        line: header.info.lines,
        field: h || `column ${i + 1}`,
        message: `Unknown column "${h}". The columns are: ${COLUMN_TEXT}.`,
      });
    } else if (index.has(name)) {
      errors.push({
        line: header.info.lines,
        field: h,
        message: `The column "${h}" appears twice.`,
      });
    } else {
      index.set(name, i);
    }
  });
  for (const c of STATEMENT_IMPORT_COLUMNS) {
    if (!index.has(c)) {
      errors.push({
        line: header.info.lines,
        field: c,
        message: `The column "${c.replace('_', ' ')}" is missing.`,
      });
    }
  }
  if (errors.length) return result;
  if (body.length === 0) {
    errors.push({ line: 0, field: 'file', message: 'The file has no bill rows.' });
    return result;
  }

  // Members named in the file, in one query.
  const codes = new Set<string>();
  for (const r of body) {
    const parsed = memberCodeSchema.safeParse(r.record[index.get('member_code')!] ?? '');
    if (parsed.success) codes.add(parsed.data);
  }
  const found = codes.size
    ? await db
        .select({
          id: members.id,
          code: members.code,
          first: members.firstName,
          last: members.lastName,
        })
        .from(members)
        .where(inArray(sql`upper(${members.code})`, [...codes]))
    : [];
  const byCode = new Map(found.map((m) => [m.code.toUpperCase(), m]));

  const today = dateOf(opts.now, opts.timeZone);
  const seen = new Map<string, number>();
  for (const { record, info } of body) {
    const line = info.lines;
    const rowErrors: StatementImportError[] = [];
    const fail = (field: string, message: string) => rowErrors.push({ line, field, message });
    if (record.length !== header.record.length) {
      fail('row', `The row has ${record.length} values; the header has ${header.record.length}.`);
      errors.push(...rowErrors);
      continue;
    }
    const cell = (c: Column) => record[index.get(c)!] ?? '';

    const billDate = cell('bill_date');
    if (!validDate(billDate)) fail('bill_date', `"${billDate}" is not a date (write YYYY-MM-DD).`);
    else if (billDate > today) fail('bill_date', `The bill date ${billDate} is in the future.`);
    else if (result.period === null) result.period = billDate.slice(0, 7);
    else if (billDate.slice(0, 7) !== result.period) {
      fail('bill_date', `The file is for ${result.period}; this bill is dated ${billDate}.`);
    }

    const codeText = cell('member_code');
    const code = memberCodeSchema.safeParse(codeText);
    const member = code.success ? byCode.get(code.data) : undefined;
    if (!code.success) fail('member_code', `"${codeText}" is not a member code.`);
    else if (!member) fail('member_code', `No member has the code ${code.data}.`);
    else if (seen.has(code.data)) {
      fail('member_code', `${code.data} already has a bill on line ${seen.get(code.data)}.`);
    } else seen.set(code.data, line);

    const amount = (c: Column, negative: boolean) => {
      const v = parseAmount(cell(c), negative);
      if (v === null) {
        fail(
          c,
          `"${cell(c)}" is not an amount${negative ? '' : ' of 0 or more'} with at most 2 decimals.`,
        );
      }
      return v;
    };
    const opening = amount('opening', true);
    const billAmount = amount('bill_amount', false);
    const received = amount('received', false);
    const closing = amount('closing', true);
    if (opening !== null && billAmount !== null && received !== null && closing !== null) {
      const expected = opening + billAmount - received;
      if (expected !== closing) {
        fail(
          'closing',
          `Opening + bill amount - received is ${formatMinor(expected, PLAIN_AMOUNT)}, but the closing is ${formatMinor(closing, PLAIN_AMOUNT)}.`,
        );
      }
    }
    if (rowErrors.length) {
      errors.push(...rowErrors);
      continue;
    }
    result.rows.push({
      line,
      billDate,
      memberId: member!.id,
      memberCode: member!.code,
      memberName: `${member!.first} ${member!.last}`,
      opening: opening!,
      billAmount: billAmount!,
      received: received!,
      closing: closing!,
    });
    result.totalBilled += billAmount!;
    result.totalReceived += received!;
  }
  return result;
}
