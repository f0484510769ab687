import { asc, eq } from 'drizzle-orm';
import type { PublicBanquetHalls } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetHalls } from '../../../db/schema/index.ts';
import { hallsWithPhotos } from './store.ts';

/** The public read of the banquet halls: the active ones, their capacity, costs and photos. */
export async function listPublicHalls(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<PublicBanquetHalls> {
  const rows = await ctx.db
    .select()
    .from(banquetHalls)
    .where(eq(banquetHalls.active, true))
    .orderBy(asc(banquetHalls.sort), asc(banquetHalls.name), asc(banquetHalls.id));
  const halls = await hallsWithPhotos(ctx.db, rows);
  return {
    halls: halls.map(({ active: _a, sort: _s, version: _v, updatedAt: _u, photos, ...hall }) => ({
      ...hall,
      photos: photos.map((p) => p.url),
    })),
  };
}
