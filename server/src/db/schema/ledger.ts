import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEDGER_ENTRY_KINDS, LEDGER_ENTRY_SOURCES } from '@club/contracts';
import { timestampTz, money, createdAt } from './columns.ts';
import { ownerMember, memberRef, staffRef } from './people-columns.ts';
import { inList } from './in-list.ts';

/**
 * One ledger per member (DOMAIN.md "Money"): append-only entries in minor units, + for
 * charges, - for payments and credits. A trigger refuses UPDATE and DELETE (migration
 * 0003); a correction is a new entry. (member, source, source id, kind) is unique when
 * there is a source id, so a cause posts its entry once however often it is applied.
 * `text_key` has no check constraint: a key the code no longer knows shows the stored text.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: ownerMember(),
    postedAt: timestampTz('posted_at').notNull().defaultNow(),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    source: text('source', { enum: LEDGER_ENTRY_SOURCES }).notNull(),
    sourceId: text('source_id'),
    /** The English text: the fallback for a reader, and the text of free-text lines. */
    description: text('description').notNull(),
    /**
     * The text's key in the contracts' ledger texts and its raw params: statements render
     * them in the reader's language. Null for old rows and free-text lines.
     */
    textKey: text('text_key'),
    textParams: jsonb('text_params'),
    /** Minor units (paise): + charge, - payment or credit. */
    amount: money('amount').notNull(),
    /** The tax part of `amount`, minor units. */
    taxAmount: money('tax_amount').notNull().default(0),
    createdByStaffId: staffRef('created_by_staff_id'),
    createdByMemberId: memberRef('created_by_member_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // A member's entries in date order; with the amount and the kind, a statement's opening
    // balance and the months' totals read this index alone, not one table page per entry.
    index('ledger_member_posted_totals_idx').on(t.memberId, t.postedAt, t.amount, t.kind),
    // The analytics' revenue reads a range of days across all members (posted_at first), and
    // with what it sums beside it, from the index alone.
    index('ledger_posted_idx').on(t.postedAt, t.source, t.kind, t.amount, t.taxAmount, t.sourceId),
    uniqueIndex('ledger_source_once_uq')
      .on(t.memberId, t.source, t.sourceId, t.kind)
      .where(sql`${t.sourceId} is not null`),
    check('ledger_kind_ck', inList(t.kind, LEDGER_ENTRY_KINDS)),
    check('ledger_source_ck', inList(t.source, LEDGER_ENTRY_SOURCES)),
    check(
      'ledger_sign_ck',
      sql`(${inList(t.kind, ['charge', 'refund'])} and ${t.amount} >= 0) or (${inList(t.kind, ['payment', 'credit'])} and ${t.amount} <= 0) or ${t.kind} = 'adjustment'`,
    ),
  ],
);

/**
 * Each member's totals per month of the club's time zone ('YYYY-MM'), as the statement's
 * months list them: charges (the positive amounts), payments and credits (the negative ones,
 * as positive numbers) and the count of entries. Kept by the database itself in the same
 * statement as the entries (migration 0030): a trigger adds each insert's entries, and a
 * change of the club's time zone counts every month again. The ledger stays the truth; this
 * lets a member's months be read in one row a month instead of one row an entry.
 */
export const ledgerMonthTotals = pgTable(
  'ledger_month_totals',
  {
    memberId: ownerMember(),
    month: text('month').notNull(),
    charges: money('charges').notNull().default(0),
    payments: money('payments').notNull().default(0),
    credits: money('credits').notNull().default(0),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.month] })],
);
