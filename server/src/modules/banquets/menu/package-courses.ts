import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { banquetCourses, banquetPackageCourses } from '../../../db/schema/index.ts';

/** One course of a package's menu: how many of its dishes a booking may choose. */
export interface PackageCourse {
  courseId: number;
  choose: number;
  name: string;
  sort: number;
}

/** A package's courses, in the menu's order (the course's sort, then its id). */
export function packageCourses(db: DbOrTx, packageId: number): Promise<PackageCourse[]> {
  return db
    .select({
      courseId: banquetPackageCourses.courseId,
      choose: banquetPackageCourses.choose,
      name: banquetCourses.name,
      sort: banquetCourses.sort,
    })
    .from(banquetPackageCourses)
    .innerJoin(banquetCourses, eq(banquetCourses.id, banquetPackageCourses.courseId))
    .where(eq(banquetPackageCourses.packageId, packageId))
    .orderBy(asc(banquetCourses.sort), asc(banquetCourses.id));
}
