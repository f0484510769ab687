import type { Language, MemberMenuItem } from '@club/contracts';
import { clubNow } from '../../settings/index.ts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { itemById, outletRow } from './menu-store.ts';
import { toMemberMenuItem } from './view.ts';

/**
 * One item for a member (member/foodordering/detail/{id}). An item taken off the menu still
 * answers, marked `inactive`, so a cart holding it can say why it cannot be ordered.
 */
export async function getMemberItem(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number; lang: Language },
): Promise<MemberMenuItem> {
  const now = await clubNow(ctx);
  const row = await itemById(ctx.db, input.id);
  return toMemberMenuItem(row, await outletRow(ctx.db, row.item.outlet), now, input.lang);
}
