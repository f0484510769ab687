import { asc } from 'drizzle-orm';
import type { BanquetHallList } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetHalls } from '../../../db/schema/index.ts';
import { hallsWithPhotos } from './store.ts';

/** Every banquet hall, active or not, in the order shown (a club has a handful). */
export async function listHalls(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<BanquetHallList> {
  const rows = await ctx.db
    .select()
    .from(banquetHalls)
    .orderBy(asc(banquetHalls.sort), asc(banquetHalls.name), asc(banquetHalls.id));
  return { items: await hallsWithPhotos(ctx.db, rows) };
}
