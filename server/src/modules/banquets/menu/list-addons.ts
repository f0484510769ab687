import { asc } from 'drizzle-orm';
import type { BanquetAddonList } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetAddons } from '../../../db/schema/index.ts';
import { toAddon } from '../halls/store.ts';

/** Every add-on, of one package or of all, active or not. */
export async function listAddons(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<BanquetAddonList> {
  const rows = await ctx.db
    .select()
    .from(banquetAddons)
    .orderBy(asc(banquetAddons.sort), asc(banquetAddons.name), asc(banquetAddons.id));
  return { items: rows.map(toAddon) };
}
