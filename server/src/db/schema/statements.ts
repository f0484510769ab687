import { date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, timestampTz, money } from './columns.ts';
import { ownerMember } from './people-columns.ts';
import { staffUsers } from './staff.ts';

/**
 * One monthly bill file from the club's accounting system (DOMAIN.md "Money"). The file's
 * SHA-256 is unique: importing the same file again changes nothing. The admin dashboard
 * reads the latest row.
 */
export const statementImports = pgTable(
  'statement_imports',
  {
    id: serialId(),
    fileName: text('file_name').notNull(),
    fileSha256: text('file_sha256').notNull(),
    /** 'YYYY-MM': the month of the bills' dates. */
    period: text('period').notNull(),
    rowCount: integer('row_count').notNull(),
    /** Sums of the file's bill amounts and receipts, minor units. */
    totalBilled: money('total_billed').notNull().default(0),
    totalReceived: money('total_received').notNull().default(0),
    importedByStaffId: integer('imported_by_staff_id')
      .notNull()
      .references(() => staffUsers.id),
    importedAt: timestampTz('imported_at').notNull().defaultNow(),
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
    id: serialId(),
    importId: integer('import_id')
      .notNull()
      .references(() => statementImports.id),
    line: integer('line').notNull(),
    memberId: ownerMember(),
    billDate: date('bill_date').notNull(),
    opening: money('opening').notNull(),
    billAmount: money('bill_amount').notNull(),
    received: money('received').notNull(),
    closing: money('closing').notNull(),
  },
  (t) => [
    uniqueIndex('statement_import_rows_line_uq').on(t.importId, t.line),
    index('statement_import_rows_member_idx').on(t.memberId),
  ],
);
