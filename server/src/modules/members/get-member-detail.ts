import type { MemberDetail } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { getMember } from './member-record.ts';

/** One member's record, family and online access, for the admin's edit screen. */
export async function getMemberDetail(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<MemberDetail> {
  return getMember(ctx.db, input.id);
}
