import type { MenuItem } from '@club/contracts';
import { clubNow } from '../../settings/index.ts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { itemById } from './menu-store.ts';
import { toMenuItem } from './view.ts';

/** One menu item, as staff edit it. */
export async function getMenuItem(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<MenuItem> {
  const now = await clubNow(ctx);
  return toMenuItem(await itemById(ctx.db, input.id), now.date);
}
