import { eq } from 'drizzle-orm';
import type { BanquetCourse, banquetCourseRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetCourses, banquetDishes } from '../../../db/schema/index.ts';
import { notFound, isUniqueViolation } from '../../../lib/errors.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { nameTaken } from '../halls/store.ts';

/** Adds a course (id null) or renames / reorders one; names are unique whatever their case. */
export async function saveCourse(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof banquetCourseRequest> & { id: number | null },
): Promise<BanquetCourse> {
  const { id, ...values } = input;
  try {
    const row = await changePublicData(ctx, ['banquets'], async (tx) => {
      const [saved] =
        id === null
          ? await tx.insert(banquetCourses).values(values).returning()
          : await tx
              .update(banquetCourses)
              .set(values)
              .where(eq(banquetCourses.id, id))
              .returning();
      if (!saved) throw notFound('No such course.');
      await writeAudit(tx, actor, {
        action: id === null ? 'banquets.course.create' : 'banquets.course.update',
        entity: 'banquet_course',
        entityId: saved.id,
        after: values,
      });
      return saved;
    });
    const dishes = await ctx.db
      .select()
      .from(banquetDishes)
      .where(eq(banquetDishes.courseId, row.id));
    return { ...row, dishes };
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken('course');
    throw err;
  }
}
