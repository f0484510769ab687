import { eq } from 'drizzle-orm';
import type { BanquetPackage, banquetPackageRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetPackageCourses, banquetPackages } from '../../../db/schema/index.ts';
import { badField, isPgError, isUniqueViolation } from '../../../lib/errors.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { lockPackage, nameTaken, packageById } from '../halls/store.ts';

/**
 * Adds a menu package (id null) or changes one at the version the admin saw (else 409
 * package_changed), with how many dishes a guest list may choose from each of its courses
 * (replaced whole); audited in the same transaction.
 */
export async function savePackage(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof banquetPackageRequest> & { id: number | null; version?: number },
): Promise<BanquetPackage> {
  const { id, version, courses, ...values } = input;
  try {
    const saved = await changePublicData(ctx, ['banquets'], async (tx) => {
      let packageId: number;
      if (id === null) {
        const [row] = await tx
          .insert(banquetPackages)
          .values(values)
          .returning({ id: banquetPackages.id });
        packageId = row!.id;
        await writeAudit(tx, actor, {
          action: 'banquets.package.create',
          entity: 'banquet_package',
          entityId: packageId,
          after: { ...values, courses },
        });
      } else {
        const before = await lockPackage(tx, id, version ?? -1);
        packageId = id;
        await tx
          .update(banquetPackages)
          .set({ ...values, version: before.version + 1, updatedAt: new Date() })
          .where(eq(banquetPackages.id, id));
        await tx.delete(banquetPackageCourses).where(eq(banquetPackageCourses.packageId, id));
        await writeAudit(tx, actor, {
          action: 'banquets.package.update',
          entity: 'banquet_package',
          entityId: id,
          before,
          after: { ...values, courses },
        });
      }
      if (courses.length > 0)
        await tx
          .insert(banquetPackageCourses)
          .values(courses.map((c) => ({ packageId, courseId: c.courseId, choose: c.choose })));
      return packageId;
    });
    return await packageById(ctx.db, saved);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken('package');
    if (isPgError(err, '23503')) throw badField('courses', 'validation.banquetCourse');
    throw err;
  }
}
