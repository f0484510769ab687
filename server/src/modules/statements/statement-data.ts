import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  fnbOrderIdOf,
  ledgerDescription,
  ledgerSourceLink,
  ledgerTextFormat,
  type Language,
  type LedgerEntry,
  type LedgerEntrySource,
  type StatementResponse,
  type StatementTotals,
} from '@club/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { ledgerEntries, members } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { cachedSettings, getSettingsRow } from '../settings/index.ts';
import { addMonths, monthOf, monthRange } from './months.ts';
import { STATEMENT_TEXTS } from './texts.ts';

/*
 * Statements are computed from the ledger, never stored: a month's opening is the sum of
 * every earlier entry, its closing the opening plus the month's entries, so they reconcile.
 */

type EntryRow = typeof ledgerEntries.$inferSelect;

/**
 * A readable reference to an entry's cause, as the member's statement shows it, in the
 * reader's language: an imported bill is "Club bill" (the import's number and line are the
 * office's, not the member's), a subscription names its month.
 */
export function referenceOf(source: string, sourceId: string | null, lang: Language): string {
  const label = STATEMENT_TEXTS[lang].source[source as LedgerEntrySource] ?? source;
  if (!sourceId || source === 'statement_import' || source === 'manual') return label;
  if (source === 'subscription' && /^\d{4}-\d{2}$/.test(sourceId)) {
    return `${label} ${ledgerTextFormat(lang).month(sourceId)}`;
  }
  if (source === 'fnb_order') {
    // '42', '42:cancelled', '42:line:7', '42:refund:3': all of order 42.
    const orderId = fnbOrderIdOf(sourceId);
    return orderId === null ? label : `${label} #${orderId}`;
  }
  return `${label} ${sourceId}`;
}

/** An entry as the reader sees it: its description and reference in their language. */
export function toEntry(row: EntryRow, balance: number, lang: Language): LedgerEntry {
  return {
    id: row.id,
    postedAt: row.postedAt.toISOString(),
    kind: row.kind as LedgerEntry['kind'],
    source: row.source as LedgerEntry['source'],
    sourceId: row.sourceId,
    reference: referenceOf(row.source, row.sourceId, lang),
    link: ledgerSourceLink(row.source, row.sourceId),
    description: ledgerDescription(row, lang),
    amount: row.amount,
    taxAmount: row.taxAmount,
    balance,
  };
}

export interface StatementContext {
  currency: string;
  timeZone: string;
  now: Date;
  /** The reader's language: descriptions and references are written in it. */
  lang: Language;
}

/**
 * The club's currency and time zone, and the time the statement is computed at: from the read
 * cache for a request (`ctx`), or from the database or transaction given.
 */
export async function statementContext(
  from: DbOrTx | { db: Db; reads: ReadCache },
  now: Date,
  lang: Language,
): Promise<StatementContext> {
  const s = 'reads' in from ? await cachedSettings(from) : await getSettingsRow(from);
  return { currency: s.currency, timeZone: s.timeZone, now, lang };
}

/**
 * Every statement month of a member, newest first: from the current month back to the first
 * month with an entry (months without entries included, opening = closing).
 */
export async function statementMonths(
  db: DbOrTx,
  memberId: number,
  c: StatementContext,
): Promise<StatementTotals[]> {
  const month = sql<string>`to_char(${ledgerEntries.postedAt} at time zone ${c.timeZone}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      charges: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0)`,
      payments: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0 and ${ledgerEntries.kind} = 'payment'), 0)`,
      credits: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0 and ${ledgerEntries.kind} <> 'payment'), 0)`,
      n: sql<number>`count(*)::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, memberId))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const current = monthOf(c.now, c.timeZone);
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const first = rows[0]?.month ?? current;
  const last = rows.at(-1)?.month ?? current;
  const end = last > current ? last : current;
  const out: StatementTotals[] = [];
  let opening = 0;
  for (let m = first < current ? first : current; m <= end; m = addMonths(m, 1)) {
    const r = byMonth.get(m);
    const charges = Number(r?.charges ?? 0);
    const payments = Number(r?.payments ?? 0);
    const credits = Number(r?.credits ?? 0);
    const closing = opening + charges - payments - credits;
    out.push({
      month: m,
      openingBalance: opening,
      charges,
      payments,
      credits,
      closingBalance: closing,
      entryCount: r?.n ?? 0,
      current: m === current,
    });
    opening = closing;
  }
  return out.reverse();
}

export async function statementMember(db: DbOrTx, memberId: number) {
  const [m] = await db.select().from(members).where(eq(members.id, memberId));
  if (!m) throw notFound('No such member.');
  return m;
}

/**
 * The member's ledger before and around a month, in one pass over their entries by the
 * (member, posted_at) index: the first and last entry and the balance at the month's start.
 */
async function ledgerSpan(db: DbOrTx, memberId: number, from: Date) {
  const [span] = await db
    .select({
      first: sql<string | null>`min(${ledgerEntries.postedAt})`,
      last: sql<string | null>`max(${ledgerEntries.postedAt})`,
      opening: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.postedAt} < ${from}), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, memberId));
  return span;
}

/** The statement of one month: totals and the entries, each with the balance after it. */
export async function loadStatement(
  db: DbOrTx,
  memberId: number,
  month: string,
  c: StatementContext,
): Promise<StatementResponse> {
  const { from, to } = monthRange(month, c.timeZone);
  // Three reads at once (a pool runs them side by side; PGlite one after another). The
  // month's totals come from its own entries and the balance before it, as statementMonths
  // gives them, without grouping the member's whole history by month (the statement burst).
  const [span, m, rows] = await Promise.all([
    ledgerSpan(db, memberId, from),
    statementMember(db, memberId),
    db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.memberId, memberId),
          gte(ledgerEntries.postedAt, from),
          lt(ledgerEntries.postedAt, to),
        ),
      )
      .orderBy(asc(ledgerEntries.postedAt), asc(ledgerEntries.id)),
  ]);
  // The months a statement exists for, as statementMonths lists them: from the first entry's
  // month (or the current one) to the last entry's month or the current one, whichever is later.
  const current = monthOf(c.now, c.timeZone);
  const firstMonth = span?.first ? monthOf(new Date(span.first), c.timeZone) : current;
  const lastMonth = span?.last ? monthOf(new Date(span.last), c.timeZone) : current;
  const start = firstMonth < current ? firstMonth : current;
  const end = lastMonth > current ? lastMonth : current;
  if (month < start || month > end) throw notFound(`There is no statement for ${month}.`);
  const openingBalance = Number(span?.opening ?? 0);
  let charges = 0;
  let payments = 0;
  let credits = 0;
  for (const r of rows) {
    if (r.amount > 0) charges += r.amount;
    else if (r.kind === 'payment') payments -= r.amount;
    else credits -= r.amount;
  }
  const totals: StatementTotals = {
    month,
    openingBalance,
    charges,
    payments,
    credits,
    closingBalance: openingBalance + charges - payments - credits,
    entryCount: rows.length,
    current: month === current,
  };
  let balance = totals.openingBalance;
  const entries = rows.map((r) => toEntry(r, (balance += r.amount), c.lang));
  return {
    currency: c.currency,
    member: {
      code: m.code,
      name: [m.title, m.firstName, m.lastName].filter(Boolean).join(' '),
      membershipType: m.membershipType,
      status: m.status,
      address: m.address,
      email: m.email,
    },
    totals,
    from: from.toISOString(),
    to: to.toISOString(),
    entries,
  };
}
