import type { Language, MemberStatementMonthsResponse } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { monthOf } from './months.ts';
import { loadStatementMonthsAndLatest, statementContext } from './statement-data.ts';

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
