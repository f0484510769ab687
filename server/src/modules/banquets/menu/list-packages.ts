import { asc } from 'drizzle-orm';
import type { BanquetPackageList } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetPackages } from '../../../db/schema/index.ts';
import { packagesWithCourses } from '../halls/store.ts';

/** Every menu package, active or not, with its course limits. */
export async function listPackages(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<BanquetPackageList> {
  const rows = await ctx.db
    .select()
    .from(banquetPackages)
    .orderBy(asc(banquetPackages.sort), asc(banquetPackages.name), asc(banquetPackages.id));
  return { items: await packagesWithCourses(ctx.db, rows) };
}
