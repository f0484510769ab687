import type { Outlet } from '@club/contracts';
import { clubNow } from '../../settings/index.ts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { outletRows } from '../menu/menu-store.ts';
import { toOutlet } from '../menu/view.ts';

/** The outlets with their hours, lead time, slot capacity and whether they take orders now. */
export async function listOutlets(ctx: AppContext, _actor: Actor): Promise<Outlet[]> {
  const now = await clubNow(ctx);
  return (await outletRows(ctx.db)).map((row) => toOutlet(row, now));
}
