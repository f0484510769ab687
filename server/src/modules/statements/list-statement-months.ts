import type {
  Language,
  MemberStatementMonthsResponse,
  StatementMonthsResponse,
} from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { monthOf } from './months.ts';
import {
  loadStatementMonthsAndLatest,
  statementContext,
  statementMonths,
} from './statement-data.ts';

/** The statement months of the member (or the one an admin acts for), newest first. */
export async function listStatementMonths(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<StatementMonthsResponse> {
  // Totals only: no text to write in a language.
  const c = await statementContext(ctx, ctx.clock.now(), 'en');
  const months = await statementMonths(ctx.db, memberScope(actor), c);
  const now = months.find((m) => m.current);
  return {
    currency: c.currency,
    balance: months[0]?.closingBalance ?? 0,
    currentMonth: now?.month ?? monthOf(c.now, c.timeZone),
    months,
  };
}

/**
 * The member's statement page as it opens: the months, and the newest month's statement in
 * the reader's language.
 */
export async function openStatements(
  ctx: AppContext,
  actor: Actor,
  input: { lang: Language },
): Promise<MemberStatementMonthsResponse> {
  const c = await statementContext(ctx, ctx.clock.now(), input.lang);
  const memberId = memberScope(actor);
  const currentMonth = monthOf(c.now, c.timeZone);
  // Kept until any change to the ledger, the member or the settings (live/member-reads.ts).
  return ctx.memberReads.read(`statements:${memberId}:${c.lang}:${currentMonth}`, async () => {
    const { months, latest } = await loadStatementMonthsAndLatest(ctx.db, memberId, c);
    return {
      currency: c.currency,
      balance: months[0]!.closingBalance,
      currentMonth,
      months,
      latest,
    };
  });
}
