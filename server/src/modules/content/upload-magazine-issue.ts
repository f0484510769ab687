import { magazineFieldsSchema, type MagazineIssue } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { magazineIssues } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { parseFields } from '../../lib/errors.ts';
import { checkUpload, PDF_TYPES } from '../../storage/storage.ts';
import { MAGAZINE_AREA, toIssue } from './magazine-view.ts';
import { requireFile, type Upload } from './uploads.ts';

/** Uploads an issue (title, issue date, PDF); the fields are checked before the file is stored. */
export async function uploadMagazineIssue(
  ctx: AppContext,
  actor: Actor,
  input: Upload,
): Promise<MagazineIssue> {
  const fields = parseFields(magazineFieldsSchema, input.fields);
  const data = requireFile(input);
  const type = await checkUpload(data, 'file', PDF_TYPES, ctx.config.UPLOAD_MAX_BYTES);
  const stored = await ctx.storage.put(MAGAZINE_AREA, data, type);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(magazineIssues)
        .values({
          ...fields,
          fileKey: stored.key,
          size: stored.size,
          createdBy: actor.staffId,
        })
        .returning();
      await writeAudit(tx, actor, {
        action: 'magazine.upload',
        entity: 'magazine_issue',
        entityId: row!.id,
        after: fields,
      });
      return toIssue(row!);
    });
  } catch (err) {
    await ctx.storage.remove(stored.key);
    throw err;
  }
}
