import { FILES_API } from '@club/contracts';
import type { ContentImageArea, UploadResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../audit/index.ts';
import { checkUpload, IMAGE_TYPES } from '../../storage/storage.ts';
import { requireFile, type Upload } from './uploads.ts';

/** Stores a photo for the public pages (checked by its bytes and size); answers its address. */
export async function uploadImage(
  ctx: AppContext,
  actor: Actor,
  input: { area: ContentImageArea; upload: Upload },
): Promise<UploadResponse> {
  const max = ctx.config.UPLOAD_MAX_BYTES;
  const data = requireFile(input.upload);
  const type = await checkUpload(data, 'file', IMAGE_TYPES, max);
  const stored = await ctx.storage.put(input.area, data, type);
  await writeAudit(ctx.db, actor, {
    action: 'content.upload',
    entity: 'file',
    entityId: stored.key,
  });
  return { url: `${FILES_API.files}/${stored.key}` };
}
