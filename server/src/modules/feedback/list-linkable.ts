import type { FeedbackLinkableResponse } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { linkablesOf } from './links.ts';
import { officeClock } from './targets.ts';

/** How many of each kind the form offers. */
const PER_KIND = 10;

/** What the member may link feedback to: their recent orders, stays, hall and event bookings. */
export async function listLinkable(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<FeedbackLinkableResponse> {
  const memberId = memberScope(actor);
  const { timeZone } = await officeClock(ctx.db);
  return { items: await linkablesOf(ctx.db, memberId, timeZone, PER_KIND) };
}
