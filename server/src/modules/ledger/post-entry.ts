import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  renderLedgerText,
  type LedgerEntryKind,
  type LedgerEntrySource,
  type LedgerText,
} from '@club/contracts';
import { ledgerEntries } from '../../db/schema/index.ts';

export type LedgerKind = LedgerEntryKind;
export type LedgerSource = LedgerEntrySource;

export interface NewLedgerEntry {
  memberId: number;
  kind: LedgerKind;
  source: LedgerSource;
  /** The order, booking, payment or import row it comes from; makes the posting idempotent. */
  sourceId: string | null;
  /**
   * What the entry says: a text of the contracts' ledger texts (key + params; the English
   * rendering is stored as the description) or, for a line with its own words, free text.
   */
  text: LedgerText | { free: string };
  /** Minor units: + for charges and refunds, - for payments and credits. */
  amount: number;
  taxAmount?: number;
  postedAt?: Date;
  createdByStaffId?: number | null;
  createdByMemberId?: number | null;
}

/** The description columns of an entry: the English text, and the key and params if any. */
export function ledgerTextColumns(text: LedgerText | { free: string }) {
  if ('free' in text) return { description: text.free, textKey: null, textParams: null };
  return {
    description: renderLedgerText(text, 'en'),
    textKey: text.key,
    textParams: text.params ?? {},
  };
}

/**
 * Posts an entry inside the caller's transaction (the one that causes it). With a source id
 * it posts at most once: a second call for the same cause returns null and changes nothing.
 */
export async function postLedgerEntry(tx: DbOrTx, entry: NewLedgerEntry) {
  const [row] = await ledgerEntryInsert(tx, entry).returning();
  return row ?? null;
}

/**
 * postLedgerEntry's insert, built and not yet run: to run in one statement with the writes of
 * the same cause (db/write-together.ts). Not async: awaiting it runs it.
 */
export function ledgerEntryInsert(tx: DbOrTx, entry: NewLedgerEntry) {
  if (!Number.isSafeInteger(entry.amount))
    throw new Error('ledger amounts are integer minor units');
  return tx
    .insert(ledgerEntries)
    .values({
      memberId: entry.memberId,
      kind: entry.kind,
      source: entry.source,
      sourceId: entry.sourceId,
      ...ledgerTextColumns(entry.text),
      amount: entry.amount,
      taxAmount: entry.taxAmount ?? 0,
      postedAt: entry.postedAt ?? sql`now()`,
      createdByStaffId: entry.createdByStaffId ?? null,
      createdByMemberId: entry.createdByMemberId ?? null,
    })
    .onConflictDoNothing();
}

/** The member's balance in minor units (+ means the member owes the club). */
export async function memberBalance(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, memberId));
  return Number(row?.total ?? 0);
}
