import { asc, eq, inArray } from 'drizzle-orm';
import {
  type BanquetAddon,
  type BanquetAddonPricing,
  type BanquetHall,
  type BanquetPackage,
  type BanquetPackageType,
  type ValidationMessageKey,
} from '@club/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import type { banquetAddons } from '../../../db/schema/index.ts';
import {
  banquetCourses,
  banquetHallPhotos,
  banquetHalls,
  banquetPackageCourses,
  banquetPackages,
} from '../../../db/schema/index.ts';
import { conflict, fieldError, notFound } from '../../../lib/errors.ts';

/* The queries, rules and row -> contract mappings the banquets use cases share. */

type HallRow = typeof banquetHalls.$inferSelect;
type PackageRow = typeof banquetPackages.$inferSelect;
type AddonRow = typeof banquetAddons.$inferSelect;

export const changed = (what: 'hall' | 'package') =>
  conflict(
    `This ${what} was changed by someone else since you opened it. Reload it and try again.`,
    `${what}_changed`,
  );

export const conflictField = (detail: string, field: string, key: ValidationMessageKey) =>
  conflict(detail, 'conflict', { errors: [fieldError(field, key)] });

export const nameTaken = (what: string) =>
  conflict(`Another ${what} already has this name.`, 'conflict', {
    errors: [{ field: 'name', message: `Another ${what} already has this name.` }],
  });

/** Locks a hall's row for the rest of the transaction (404 when none; 409 on another version). */
export async function lockHall(tx: DbOrTx, id: number, version?: number): Promise<HallRow> {
  const [row] = await tx.select().from(banquetHalls).where(eq(banquetHalls.id, id)).for('update');
  if (!row) throw notFound('No such banquet hall.');
  if (version !== undefined && row.version !== version) throw changed('hall');
  return row;
}

export async function lockPackage(tx: DbOrTx, id: number, version?: number): Promise<PackageRow> {
  const [row] = await tx
    .select()
    .from(banquetPackages)
    .where(eq(banquetPackages.id, id))
    .for('update');
  if (!row) throw notFound('No such banquet package.');
  if (version !== undefined && row.version !== version) throw changed('package');
  return row;
}

export async function hallsWithPhotos(db: DbOrTx, rows: HallRow[]): Promise<BanquetHall[]> {
  const ids = rows.map((r) => r.id);
  const photos =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(banquetHallPhotos)
          .where(inArray(banquetHallPhotos.hallId, ids))
          .orderBy(asc(banquetHallPhotos.sort), asc(banquetHallPhotos.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    capacity: r.capacity,
    cost4h: r.cost4h,
    cost8h: r.cost8h,
    electricity4h: r.electricity4h,
    electricity8h: r.electricity8h,
    projectorCost: r.projectorCost,
    musicCost: r.musicCost,
    valetCost: r.valetCost,
    taxRate: r.taxRate,
    description: r.description,
    photos: photos.filter((p) => p.hallId === r.id).map((p) => ({ id: p.id, url: p.url })),
    active: r.active,
    sort: r.sort,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function hallById(db: DbOrTx, id: number): Promise<BanquetHall> {
  const [row] = await db.select().from(banquetHalls).where(eq(banquetHalls.id, id));
  if (!row) throw notFound('No such banquet hall.');
  return (await hallsWithPhotos(db, [row]))[0]!;
}

export async function packagesWithCourses(
  db: DbOrTx,
  rows: PackageRow[],
): Promise<BanquetPackage[]> {
  const ids = rows.map((r) => r.id);
  const limits =
    ids.length === 0
      ? []
      : await db
          .select({
            packageId: banquetPackageCourses.packageId,
            courseId: banquetPackageCourses.courseId,
            choose: banquetPackageCourses.choose,
            name: banquetCourses.name,
          })
          .from(banquetPackageCourses)
          .innerJoin(banquetCourses, eq(banquetCourses.id, banquetPackageCourses.courseId))
          .where(inArray(banquetPackageCourses.packageId, ids))
          .orderBy(asc(banquetCourses.sort), asc(banquetCourses.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    costPerGuest: r.costPerGuest,
    type: r.type as BanquetPackageType,
    courses: limits
      .filter((l) => l.packageId === r.id)
      .map(({ courseId, name, choose }) => ({ courseId, name, choose })),
    active: r.active,
    sort: r.sort,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function packageById(db: DbOrTx, id: number): Promise<BanquetPackage> {
  const [row] = await db.select().from(banquetPackages).where(eq(banquetPackages.id, id));
  if (!row) throw notFound('No such banquet package.');
  return (await packagesWithCourses(db, [row]))[0]!;
}

export const toAddon = (r: AddonRow): BanquetAddon => ({
  id: r.id,
  packageId: r.packageId,
  name: r.name,
  price: r.price,
  pricing: r.pricing as BanquetAddonPricing,
  active: r.active,
  sort: r.sort,
});

/** The storage key of an uploaded file's URL. */
export const fileKey = (url: string) => url.replace(/^\/api\/files\//, '');
