import type { MyEventFamily } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { familyOf } from './booking-store.ts';

/** The member's family on record, to pick dependents from. */
export async function getMyEventFamily(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<MyEventFamily> {
  return familyOf(ctx.db, memberScope(actor), ctx.clock.now());
}
