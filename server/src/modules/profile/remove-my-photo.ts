import type { MyProfile } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { removePhoto } from '../members/index.ts';
import { readProfile } from './get-my-profile.ts';

/** The member removes their own photo. */
export async function removeMyPhoto(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<MyProfile> {
  const id = memberScope(actor);
  await removePhoto(ctx, actor, { id });
  return readProfile(ctx.db, id);
}
