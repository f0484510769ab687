import type { BroadcastDetail } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { checkUpload, IMAGE_TYPES, PDF_TYPES } from '../../storage/storage.ts';
import { writeAudit } from '../audit/index.ts';
import { readBroadcastDetail } from './view.ts';
import { lockBroadcast, updateDraftOnVersion } from './writes.ts';

/** Where broadcasts' images and files are kept (admins read them). */
export const ATTACHMENT_AREA = 'broadcasts';

/** What an attachment may be, by its bytes: the image JPG, PNG or WEBP; the file a PDF. */
const TYPES = { image: IMAGE_TYPES, file: PDF_TYPES } as const;

/**
 * Adds the image or the file to a draft or scheduled broadcast (a second one replaces the
 * first), checked by content and size (415, 413 naming the field; nothing stored); on the
 * version seen, 409 once its sending began.
 */
export async function attachFile(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number; kind: 'image' | 'file'; data: Buffer; fileName?: string },
): Promise<BroadcastDetail> {
  const type = await checkUpload(
    input.data,
    input.kind,
    TYPES[input.kind],
    ctx.config.UPLOAD_MAX_BYTES,
  );
  const stored = await ctx.storage.put(ATTACHMENT_AREA, input.data, type);
  let old: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const b = await lockBroadcast(tx, input.id);
      old = input.kind === 'image' ? b.imageKey : b.fileKey;
      await updateDraftOnVersion(
        tx,
        b,
        input.version,
        input.kind === 'image'
          ? { imageKey: stored.key }
          : { fileKey: stored.key, fileName: (input.fileName ?? 'file.pdf').slice(0, 200) },
      );
      await writeAudit(tx, actor, {
        action: 'broadcast.attach',
        entity: 'broadcast',
        entityId: b.id,
        after: { kind: input.kind, contentType: type, size: stored.size },
      });
    });
  } catch (err) {
    await ctx.storage.remove(stored.key);
    throw err;
  }
  if (old) await ctx.storage.remove(old);
  return readBroadcastDetail(ctx.db, input.id);
}
