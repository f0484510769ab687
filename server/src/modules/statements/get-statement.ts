import type { Language, StatementResponse } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { loadStatement, statementContext } from './statement-data.ts';

/** A month's statement of the member (or the one an admin acts for). */
export async function getStatement(
  ctx: AppContext,
  actor: Actor,
  input: { month: string; lang: Language },
): Promise<StatementResponse> {
  const c = await statementContext(ctx, ctx.clock.now(), input.lang);
  return loadStatement(ctx.db, memberScope(actor), input.month, c);
}
