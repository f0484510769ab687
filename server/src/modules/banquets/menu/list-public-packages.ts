import { and, asc, eq } from 'drizzle-orm';
import type { PublicBanquetPackages } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetAddons, banquetDishes, banquetPackages } from '../../../db/schema/index.ts';
import { packagesWithCourses, toAddon } from '../halls/store.ts';

/**
 * The public read of the banquet menus: the active packages with, for each course, how many
 * dishes a guest list chooses and the active dishes to choose from; their active add-ons, and
 * the ones offered with every package.
 */
export async function listPublicPackages(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<PublicBanquetPackages> {
  const [rows, dishes, addons] = await Promise.all([
    ctx.db
      .select()
      .from(banquetPackages)
      .where(eq(banquetPackages.active, true))
      .orderBy(asc(banquetPackages.sort), asc(banquetPackages.name), asc(banquetPackages.id)),
    ctx.db
      .select()
      .from(banquetDishes)
      .where(eq(banquetDishes.active, true))
      .orderBy(asc(banquetDishes.sort), asc(banquetDishes.name), asc(banquetDishes.id)),
    ctx.db
      .select()
      .from(banquetAddons)
      .where(and(eq(banquetAddons.active, true)))
      .orderBy(asc(banquetAddons.sort), asc(banquetAddons.name), asc(banquetAddons.id)),
  ]);
  const packages = await packagesWithCourses(ctx.db, rows);
  const publicAddon = (a: (typeof addons)[number]) => {
    const { id, name, price, pricing } = toAddon(a);
    return { id, name, price, pricing };
  };
  return {
    packages: packages.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      costPerGuest: p.costPerGuest,
      type: p.type,
      courses: p.courses.map((c) => ({
        ...c,
        dishes: dishes
          .filter((d) => d.courseId === c.courseId && (p.type === 'non_veg' || d.veg))
          .map(({ id, name, veg }) => ({ id, name, veg })),
      })),
      addons: addons.filter((a) => a.packageId === p.id).map(publicAddon),
    })),
    addons: addons.filter((a) => a.packageId === null).map(publicAddon),
  };
}
