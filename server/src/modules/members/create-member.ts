import type { MemberDetail } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { newTemporaryPin } from './issue-pin.ts';
import { insertMember, type CreateValues } from './member-writes.ts';
import { mapUniqueViolation } from './unique.ts';

/** Admin adds a member: the record, spouse and dependents, and a first PIN by mail. */
export async function createMember(
  ctx: AppContext,
  actor: Actor,
  v: CreateValues,
): Promise<MemberDetail> {
  const temp = await newTemporaryPin(ctx);
  try {
    return await ctx.db.transaction((tx) => insertMember(ctx, tx, actor, v, temp, 'form'));
  } catch (err) {
    return mapUniqueViolation(err);
  }
}
