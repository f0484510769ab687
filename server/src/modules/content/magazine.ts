import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { magazineFieldsSchema, type MagazineIssue } from '@club/contracts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { magazineIssues } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { checkUpload, PDF_TYPES } from '../../storage/storage.ts';
import { readUpload, requireFile } from './uploads.ts';
import { validationMessageEn } from '@club/contracts';

/** Clubman PDFs are members-only: a private area, served by this module after an access check. */
export const MAGAZINE_AREA = 'magazine';

const toIssue = (r: typeof magazineIssues.$inferSelect): MagazineIssue => ({
  id: r.id,
  title: r.title,
  issueDate: r.issueDate,
  size: r.size,
  createdAt: r.createdAt.toISOString(),
});

/** The issues, newest first: the first is the current issue, the rest the archive. */
export async function listIssues(db: DbOrTx): Promise<MagazineIssue[]> {
  const rows = await db
    .select()
    .from(magazineIssues)
    .orderBy(desc(magazineIssues.issueDate), desc(magazineIssues.id));
  return rows.map(toIssue);
}

/** Uploads an issue (title, issue date, PDF); the fields are checked before the file is stored. */
export async function uploadIssue(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<MagazineIssue> {
  const upload = await readUpload(request, ctx.config.UPLOAD_MAX_BYTES);
  const parsed = magazineFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({
      field: i.path.join('.'),
      message: validationMessageEn(i.message),
      key: i.message,
    }));
    throw new AppError(
      400,
      'validation_failed',
      `${errors.map((e) => e.field).join(', ')}: please correct.`,
      {
        errors,
      },
    );
  }
  const data = requireFile(upload);
  const type = await checkUpload(data, 'file', PDF_TYPES, ctx.config.UPLOAD_MAX_BYTES);
  const stored = await ctx.storage.put(MAGAZINE_AREA, data, type);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(magazineIssues)
        .values({
          ...parsed.data,
          fileKey: stored.key,
          size: stored.size,
          createdBy: request.session?.staffId ?? null,
        })
        .returning();
      await writeAudit(tx, request.actor, {
        action: 'magazine.upload',
        entity: 'magazine_issue',
        entityId: row!.id,
        after: parsed.data,
      });
      return toIssue(row!);
    });
  } catch (err) {
    await ctx.storage.remove(stored.key);
    throw err;
  }
}

export async function issueFile(ctx: AppContext, id: number) {
  const [row] = await ctx.db.select().from(magazineIssues).where(eq(magazineIssues.id, id));
  if (!row) throw notFound('No such issue of Clubman.');
  const file = await ctx.storage.get(row.fileKey);
  if (!file) throw notFound('The file of this issue is missing.');
  return { ...file, title: row.title };
}

export async function removeIssue(ctx: AppContext, request: FastifyRequest, id: number) {
  const key = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.delete(magazineIssues).where(eq(magazineIssues.id, id)).returning();
    if (!before) throw notFound('No such issue of Clubman.');
    await writeAudit(tx, request.actor, {
      action: 'magazine.delete',
      entity: 'magazine_issue',
      entityId: id,
      before,
    });
    return before.fileKey;
  });
  await ctx.storage.remove(key);
}
