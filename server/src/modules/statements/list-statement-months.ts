import type { StatementMonthsResponse } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { monthOf } from './months.ts';
import { statementContext, statementMonths } from './statement-data.ts';

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
