import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';
import { staffUsers } from './staff.ts';

/**
 * One monthly bill file from the club's accounting system (DOMAIN.md "Money"). The file's
 * SHA-256 is unique: importing the same file again changes nothing. The admin dashboard
 * reads the latest row.
 */
export const statementImports = pgTable(
  'statement_imports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    fileSha256: text('file_sha256').notNull(),
    /** 'YYYY-MM': the month of the bills' dates. */
    period: text('period').notNull(),
    rowCount: integer('row_count').notNull(),
    /** Sums of the file's bill amounts and receipts, minor units. */
    totalBilled: bigint('total_billed', { mode: 'number' }).notNull().default(0),
    totalReceived: bigint('total_received', { mode: 'number' }).notNull().default(0),
    importedByStaffId: integer('imported_by_staff_id')
      .notNull()
      .references(() => staffUsers.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('statement_imports_sha_uq').on(t.fileSha256),
    index('statement_imports_at_idx').on(t.importedAt),
  ],
);

/** Each row of an imported file, as the accounting system sent it (amounts in minor units). */
export const statementImportRows = pgTable(
  'statement_import_rows',
  {
    id: serial('id').primaryKey(),
    importId: integer('import_id')
      .notNull()
      .references(() => statementImports.id),
    line: integer('line').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    billDate: date('bill_date').notNull(),
    opening: bigint('opening', { mode: 'number' }).notNull(),
    billAmount: bigint('bill_amount', { mode: 'number' }).notNull(),
    received: bigint('received', { mode: 'number' }).notNull(),
    closing: bigint('closing', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('statement_import_rows_line_uq').on(t.importId, t.line),
    index('statement_import_rows_member_idx').on(t.memberId),
  ],
);
