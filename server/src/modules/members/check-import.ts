import { inArray, sql } from 'drizzle-orm';
import {
  createMemberRequest,
  csvColumnOf,
  MEMBER_CSV_COLUMNS,
  MEMBER_CSV_REQUIRED,
  memberCsvRowToRequest,
  validationMessageEn,
  type ImportRowError,
  type MemberCsvCells,
  type MemberCsvColumn,
} from '@club/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { readCsv } from './csv.ts';

const MAX_IMPORT_ROWS = 2000;

type Valid = { line: number; values: z.output<typeof createMemberRequest> };

interface Checked {
  rows: number;
  valid: Valid[];
  errors: ImportRowError[];
}

function checkHeader(header: string[]): MemberCsvColumn[] {
  const known = new Set<string>(MEMBER_CSV_COLUMNS);
  const problems: { field: string; message: string }[] = [];
  const seen = new Set<string>();
  for (const h of header) {
    if (!known.has(h)) {
      problems.push({ field: 'file', message: `Unknown column "${h}".` });
    } else if (seen.has(h)) {
      problems.push({ field: 'file', message: `The column "${h}" appears twice.` });
    }
    seen.add(h);
  }
  for (const r of MEMBER_CSV_REQUIRED) {
    if (!seen.has(r)) problems.push({ field: 'file', message: `The column "${r}" is missing.` });
  }
  if (problems.length) {
    throw new AppError(
      400,
      'validation_failed',
      `The file's columns are not right: ${problems.map((p) => p.message).join(' ')} Expected columns: ${MEMBER_CSV_COLUMNS.join(', ')}.`,
      { errors: problems },
    );
  }
  return header as MemberCsvColumn[];
}

/** Reads and checks every row of a members CSV: nothing is written. */
export async function checkImport(db: DbOrTx, data: Buffer): Promise<Checked> {
  const { header, records } = readCsv(data, MAX_IMPORT_ROWS);
  const columns = checkHeader(header);
  const errors: ImportRowError[] = [];
  const valid: Valid[] = [];
  for (const { line, cells } of records) {
    if (cells.length > columns.length) {
      errors.push({
        line,
        field: '(row)',
        message: `The row has ${cells.length} cells; the header has ${columns.length}.`,
      });
      continue;
    }
    const row: MemberCsvCells = {};
    columns.forEach((c, i) => (row[c] = cells[i] ?? ''));
    const parsed = createMemberRequest.safeParse(memberCsvRowToRequest(row));
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = csvColumnOf(issue.path);
        if (seen.has(field)) continue;
        seen.add(field);
        errors.push({
          line,
          field,
          message: validationMessageEn(issue.message),
          key: issue.message,
        });
      }
      continue;
    }
    valid.push({ line, values: parsed.data });
  }

  // Unique within the file ...
  const firstLine = { code: new Map<string, number>(), email: new Map<string, number>() };
  for (const v of valid) {
    for (const field of ['code', 'email'] as const) {
      const raw = v.values[field];
      if (!raw) continue;
      const key = raw.toLowerCase();
      const first = firstLine[field].get(key);
      if (first !== undefined) {
        errors.push({
          line: v.line,
          field,
          message: `The same ${field === 'code' ? 'member code' : 'email'} is on line ${first}.`,
        });
      } else firstLine[field].set(key, v.line);
    }
  }
  // ... and against the members already on file.
  const codes = [...firstLine.code.keys()].map((c) => c.toUpperCase());
  const emails = [...firstLine.email.keys()];
  const taken = {
    code: new Set(
      codes.length
        ? (
            await db
              .select({ v: sql<string>`upper(${members.code})` })
              .from(members)
              .where(inArray(sql`upper(${members.code})`, codes))
          ).map((r) => r.v.toLowerCase())
        : [],
    ),
    email: new Set(
      emails.length
        ? (
            await db
              .select({ v: sql<string>`lower(${members.email})` })
              .from(members)
              .where(inArray(sql`lower(${members.email})`, emails))
          ).map((r) => r.v)
        : [],
    ),
  };
  for (const v of valid) {
    if (taken.code.has(v.values.code.toLowerCase())) {
      errors.push({
        line: v.line,
        field: 'code',
        message: 'A member with this code already exists.',
      });
    }
    if (v.values.email && taken.email.has(v.values.email.toLowerCase())) {
      errors.push({
        line: v.line,
        field: 'email',
        message: 'A member with this email already exists.',
      });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  const bad = new Set(errors.map((e) => e.line));
  return { rows: records.length, valid: valid.filter((v) => !bad.has(v.line)), errors };
}
