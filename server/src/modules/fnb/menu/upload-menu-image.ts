import { FILES_API } from '@club/contracts';
import type { UploadResponse } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { badRequest } from '../../../lib/errors.ts';
import { checkUpload, IMAGE_TYPES } from '../../../storage/storage.ts';
import { writeAudit } from '../../audit/index.ts';

/** Stores a photo of a category or an item (checked by its bytes and size); answers its address. */
export async function uploadMenuImage(
  ctx: AppContext,
  actor: Actor,
  input: { data: Buffer | null },
): Promise<UploadResponse> {
  if (!input.data || input.data.length === 0)
    throw badRequest('file', 'Choose an image to upload.');
  const type = await checkUpload(input.data, 'file', IMAGE_TYPES, ctx.config.UPLOAD_MAX_BYTES);
  const stored = await ctx.storage.put('fnb', input.data, type);
  await writeAudit(ctx.db, actor, { action: 'fnb.upload', entity: 'file', entityId: stored.key });
  return { url: `${FILES_API.files}/${stored.key}` };
}
