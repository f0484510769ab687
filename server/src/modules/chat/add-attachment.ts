import { chatAttachmentFields, type Chat } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, parseFields } from '../../lib/errors.ts';
import type { MultipartUpload } from '../../plugins/uploads.ts';
import { checkUpload, IMAGE_TYPES, PDF_TYPES } from '../../storage/storage.ts';
import { lockChat, type Side } from './chat-store.ts';
import { writeMessage } from './messages.ts';
import { readChat } from './view.ts';

/** Where chat attachments are kept (private: only the chat's member and the office read them). */
export const CHAT_FILE_AREA = 'chat';
const TYPES = [...IMAGE_TYPES, ...PDF_TYPES];
const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * Sends a file to a chat as a message of its own (JPG, PNG, WEBP or PDF by content, within the
 * upload limit: else 415 or 413 naming `attachments`, nothing stored). The same client id twice
 * is stored once (the second file is not kept).
 */
export async function addAttachment(
  ctx: AppContext,
  actor: Actor,
  upload: MultipartUpload & Side,
): Promise<Chat> {
  const fields = parseFields(chatAttachmentFields, upload.fields);
  if (!upload.file) throw badRequest('attachments', 'Choose a file to send.');
  const input = { ...fields, office: upload.office, data: upload.file.data };
  const type = await checkUpload(input.data, 'attachments', TYPES, ctx.config.UPLOAD_MAX_BYTES);
  const now = ctx.clock.now();
  const stored = await ctx.storage.put(CHAT_FILE_AREA, input.data, type);
  let kept = false;
  try {
    await ctx.db.transaction(async (tx) => {
      const chat = await lockChat(tx, actor, input.id, input);
      const file = {
        key: stored.key,
        name: `attachment.${EXT[type] ?? 'bin'}`,
        type,
        size: stored.size,
      };
      ({ created: kept } = await writeMessage(
        tx,
        actor,
        chat,
        input,
        { clientId: input.clientId, text: '', file },
        now,
      ));
    });
  } finally {
    if (!kept) await ctx.storage.remove(stored.key);
  }
  return readChat(ctx.db, input.id, input.office);
}
