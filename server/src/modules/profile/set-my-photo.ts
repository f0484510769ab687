import type { MyProfile } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { setPhoto } from '../members/index.ts';
import { readProfile } from './get-my-profile.ts';

/** The member sets their own photo (the members module's rules: JPG, PNG, WEBP by content). */
export async function setMyPhoto(
  ctx: AppContext,
  actor: Actor,
  input: { data: Buffer },
): Promise<MyProfile> {
  const id = memberScope(actor);
  await setPhoto(ctx, actor, { id, data: input.data });
  return readProfile(ctx.db, id);
}
