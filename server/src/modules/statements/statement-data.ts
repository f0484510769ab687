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
import { ledgerEntries, ledgerMonthTotals, members } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { cachedSettings, getSettingsRow } from '../settings/index.ts';
import { addMonths, monthOf, monthRange } from './months.ts';
import { STATEMENT_TEXTS } from './texts.ts';

/*
 * Statements are computed from the ledger, never stored: a month's opening is the sum of
 * every earlier entry, its closing the opening plus the month's entries, so they reconcile.
 * The months' totals are read from ledger_month_totals, which the database keeps from the
 * ledger in the same statement as each entry (migration 0030).
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

/*
 * The statement's reads are prepared once per database handle: built by Drizzle once instead of
 * at every request, and on PostgreSQL named statements each connection parses and plans once
 * (the statement burst: 200 members opening their statement at once spent a fifth of the
 * server's time building these queries again).
 */
function prepareQueries(db: DbOrTx) {
  const memberId = sql.placeholder('memberId');
  const from = sql`${sql.placeholder('from')}::timestamptz`;
  // The member's entries from the month's first instant to the next month's.
  const inMonth = and(
    eq(ledgerEntries.memberId, members.id),
    gte(ledgerEntries.postedAt, from),
    lt(ledgerEntries.postedAt, sql`${sql.placeholder('to')}::timestamptz`),
  );
  return {
    // The months' totals the database keeps per member (ledger_month_totals, migration 0030):
    // one row a month, however many entries the member has.
    months: db
      .select({
        month: ledgerMonthTotals.month,
        charges: ledgerMonthTotals.charges,
        payments: ledgerMonthTotals.payments,
        credits: ledgerMonthTotals.credits,
        n: ledgerMonthTotals.entries,
      })
      .from(ledgerMonthTotals)
      .where(eq(ledgerMonthTotals.memberId, memberId))
      .orderBy(asc(ledgerMonthTotals.month))
      .prepare('statement_months'),
    member: db.select().from(members).where(eq(members.id, memberId)).prepare('statement_member'),
    // A month's statement in one round trip: the member, each of the month's entries (none:
    // one row with a null entry), and the member's whole ledger in one pass over the
    // (member, posted_at) index: its first and last entry and the balance at the month's start
    // (subqueries of parameters only: PostgreSQL computes them once, not per row).
    statement: db
      .select({
        member: members,
        entry: ledgerEntries,
        first: sql<
          string | null
        >`(select min(l.posted_at) from ${ledgerEntries} l where l.member_id = ${memberId})`,
        last: sql<
          string | null
        >`(select max(l.posted_at) from ${ledgerEntries} l where l.member_id = ${memberId})`,
        opening: sql<string>`(select coalesce(sum(l.amount), 0) from ${ledgerEntries} l where l.member_id = ${memberId} and l.posted_at < ${from})`,
      })
      .from(members)
      .leftJoin(ledgerEntries, inMonth)
      .where(eq(members.id, memberId))
      .orderBy(asc(ledgerEntries.postedAt), asc(ledgerEntries.id))
      .prepare('statement_month'),
    // The statement page as it opens, in one round trip: the member, the month's entries (none:
    // one row with a null entry), and on the first row only the member's months' totals as
    // JSON text (an uncorrelated subquery: PostgreSQL computes it once). The statement burst
    // asked for the months and the entries side by side, two round trips a member; the server's
    // time went to the driver's writes, reads and row mapping as much as to the answer.
    opening: db
      .select({
        member: members,
        entry: ledgerEntries,
        months: sql<
          string | null
        >`case when row_number() over (order by ${ledgerEntries.postedAt}, ${ledgerEntries.id}) = 1 then (select json_agg(json_build_array(t.month, t.charges, t.payments, t.credits, t.entries) order by t.month)::text from ${ledgerMonthTotals} t where t.member_id = ${memberId}) end`,
      })
      .from(members)
      .leftJoin(ledgerEntries, inMonth)
      .where(eq(members.id, memberId))
      .orderBy(asc(ledgerEntries.postedAt), asc(ledgerEntries.id))
      .prepare('statement_opening'),
    // The member and a month's entries (the newest month's, whose totals come with the months).
    entries: db
      .select({ member: members, entry: ledgerEntries })
      .from(members)
      .leftJoin(ledgerEntries, inMonth)
      .where(eq(members.id, memberId))
      .orderBy(asc(ledgerEntries.postedAt), asc(ledgerEntries.id))
      .prepare('statement_month_entries'),
  };
}

const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepareQueries>>();
function queriesOf(db: DbOrTx) {
  let q = prepared.get(db);
  if (!q) prepared.set(db, (q = prepareQueries(db)));
  return q;
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
  return monthsOf(await queriesOf(db).months.execute({ memberId }), c);
}

/** One month's totals as ledger_month_totals keeps them. */
interface MonthTotalsRow {
  month: string;
  charges: number | string;
  payments: number | string;
  credits: number | string;
  n: number;
}

/** Every statement month, newest first, from the months' totals (oldest first). */
function monthsOf(rows: MonthTotalsRow[], c: StatementContext): StatementTotals[] {
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
  const [m] = await queriesOf(db).member.execute({ memberId });
  if (!m) throw notFound('No such member.');
  return m;
}

/** The statement of one month: totals and the entries, each with the balance after it. */
export async function loadStatement(
  db: DbOrTx,
  memberId: number,
  month: string,
  c: StatementContext,
): Promise<StatementResponse> {
  const { from, to } = monthRange(month, c.timeZone);
  const found = await queriesOf(db).statement.execute({
    memberId,
    from: from.toISOString(),
    to: to.toISOString(),
  });
  const m = found[0]?.member;
  if (!m) throw notFound('No such member.');
  const span = found[0];
  const rows = found.flatMap((r) => (r.entry ? [r.entry] : []));
  // The months a statement exists for, as statementMonths lists them: from the first entry's
  // month (or the current one) to the last entry's month or the current one, whichever is later.
  const current = monthOf(c.now, c.timeZone);
  const firstMonth = span?.first ? monthOf(new Date(span.first), c.timeZone) : current;
  const lastMonth = span?.last ? monthOf(new Date(span.last), c.timeZone) : current;
  const start = firstMonth < current ? firstMonth : current;
  const end = lastMonth > current ? lastMonth : current;
  if (month < start || month > end) throw notFound(`There is no statement for ${month}.`);
  return statementOf(m, rows, { month, from, to, openingBalance: Number(span?.opening ?? 0) }, c);
}

/** A month's statement from its entries and the balance before it. */
function statementOf(
  m: typeof members.$inferSelect,
  rows: EntryRow[],
  at: { month: string; from: Date; to: Date; openingBalance: number },
  c: StatementContext,
): StatementResponse {
  const { month, from, to, openingBalance } = at;
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
    current: month === monthOf(c.now, c.timeZone),
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

/** The member and a month's entries, oldest first, in one round trip. */
async function monthEntries(db: DbOrTx, memberId: number, month: string, c: StatementContext) {
  const { from, to } = monthRange(month, c.timeZone);
  const found = await queriesOf(db).entries.execute({
    memberId,
    from: from.toISOString(),
    to: to.toISOString(),
  });
  const m = found[0]?.member;
  if (!m) throw notFound('No such member.');
  return { m, from, to, rows: found.flatMap((r) => (r.entry ? [r.entry] : [])) };
}

/**
 * The statement months and the newest month's statement, as the member's statement page
 * opens: one request instead of two one after the other. The months and the current month's
 * entries are read in one query; the newest month is the current one unless an entry is dated
 * later (then its entries are read after).
 */
export async function loadStatementMonthsAndLatest(
  db: DbOrTx,
  memberId: number,
  c: StatementContext,
): Promise<{ months: StatementTotals[]; latest: StatementResponse }> {
  const current = monthOf(c.now, c.timeZone);
  const range = monthRange(current, c.timeZone);
  const found = await queriesOf(db).opening.execute({
    memberId,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
  });
  if (!found[0]) throw notFound('No such member.');
  // [month, charges, payments, credits, entries] a month, oldest first; none: no row has it.
  const totals = JSON.parse(found.find((r) => r.months !== null)?.months ?? '[]') as [
    string,
    number,
    number,
    number,
    number,
  ][];
  const months = monthsOf(
    totals.map(([month, charges, payments, credits, n]) => ({
      month,
      charges,
      payments,
      credits,
      n,
    })),
    c,
  );
  const newest = months[0]!;
  const { m, from, to, rows } =
    newest.month === current
      ? {
          m: found[0].member,
          ...range,
          rows: found.flatMap((r) => (r.entry ? [r.entry] : [])),
        }
      : await monthEntries(db, memberId, newest.month, c);
  const latest = statementOf(
    m,
    rows,
    { month: newest.month, from, to, openingBalance: newest.openingBalance },
    c,
  );
  return { months, latest };
}
