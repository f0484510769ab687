import type { FastifyRequest } from 'fastify';
import type { ContentImageArea } from '@club/contracts';
import type { AppContext } from '../../context.ts';
import { writeAudit } from '../audit/index.ts';
import { checkUpload, IMAGE_TYPES } from '../../storage/storage.ts';
import { readUpload, requireFile } from './uploads.ts';

/** Stores a photo for the public pages (checked by its bytes and size); answers its address. */
export async function uploadImage(
  ctx: AppContext,
  request: FastifyRequest,
  area: ContentImageArea,
): Promise<{ url: string }> {
  const max = ctx.config.UPLOAD_MAX_BYTES;
  const data = requireFile(await readUpload(request, max));
  const type = await checkUpload(data, 'file', IMAGE_TYPES, max);
  const stored = await ctx.storage.put(area, data, type);
  await writeAudit(ctx.db, request.actor, {
    action: 'content.upload',
    entity: 'file',
    entityId: stored.key,
  });
  return { url: `/api/files/${stored.key}` };
}
