import { desc, eq } from 'drizzle-orm';
import type { AccountSummaryResponse, Language } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import { monthOf } from './months.ts';
import {
  statementContext,
  statementMember,
  statementMonths,
  toEntry,
  type StatementContext,
} from './statement-data.ts';

/** The member dashboard: balance, last complete statement, this month so far, recent entries. */
export async function getAccountSummary(
  ctx: AppContext,
  actor: Actor,
  input: { lang: Language },
): Promise<AccountSummaryResponse> {
  const memberId = memberScope(actor);
  const c = await statementContext(ctx, ctx.clock.now(), input.lang);
  // Kept until any change to the ledger, the member or the settings (live/member-reads.ts).
  const key = `account-summary:${memberId}:${c.lang}:${monthOf(c.now, c.timeZone)}`;
  return ctx.memberReads.read(key, () => accountSummary(ctx.db, memberId, c));
}

async function accountSummary(
  db: Db,
  memberId: number,
  c: StatementContext,
): Promise<AccountSummaryResponse> {
  const recentCount = 6;
  const months = await statementMonths(db, memberId, c);
  const m = await statementMember(db, memberId);
  const currentIndex = months.findIndex((x) => x.current);
  const current = months[currentIndex]!;
  const lastStatement = months[currentIndex + 1] ?? null;
  const balance = months[0]?.closingBalance ?? 0;
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, memberId))
    .orderBy(desc(ledgerEntries.postedAt), desc(ledgerEntries.id))
    .limit(recentCount);
  let after = balance;
  const recent = rows.map((r) => {
    const e = toEntry(r, after, c.lang);
    after -= r.amount;
    return e;
  });
  return {
    currency: c.currency,
    balance,
    creditLimit: m.creditLimit,
    lastStatement,
    currentMonth: current,
    recent,
  };
}
