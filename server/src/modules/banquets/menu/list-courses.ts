import { asc } from 'drizzle-orm';
import type { BanquetCourseList } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetCourses, banquetDishes } from '../../../db/schema/index.ts';

/** Every course of the banquet menus with all its dishes (active or not), in menu order. */
export async function listCourses(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<BanquetCourseList> {
  const [courses, dishes] = await Promise.all([
    ctx.db.select().from(banquetCourses).orderBy(asc(banquetCourses.sort), asc(banquetCourses.id)),
    ctx.db.select().from(banquetDishes).orderBy(asc(banquetDishes.sort), asc(banquetDishes.name)),
  ]);
  return {
    items: courses.map((c) => ({ ...c, dishes: dishes.filter((d) => d.courseId === c.id) })),
  };
}
