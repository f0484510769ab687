import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetCourses } from '../../../db/schema/index.ts';
import { notFound, refusedWhileInUse } from '../../../lib/errors.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';

/** Deletes a course without dishes that no package names (their foreign keys refuse: 409). */
export async function removeCourse(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  await refusedWhileInUse(
    'This course has dishes or is part of a package: remove them from it first.',
    () =>
      changePublicData(ctx, ['banquets'], async (tx) => {
        const [gone] = await tx
          .delete(banquetCourses)
          .where(eq(banquetCourses.id, input.id))
          .returning();
        if (!gone) throw notFound('No such course.');
        await writeAudit(tx, actor, {
          action: 'banquets.course.delete',
          entity: 'banquet_course',
          entityId: input.id,
          before: gone,
        });
      }),
  );
}
