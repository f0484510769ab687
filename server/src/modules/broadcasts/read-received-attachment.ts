import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { findReceived, readerOf, type ReaderOf } from './read-received.ts';

/** A received broadcast's image or file, only for its recipient (else, or none: 404). */
export async function readReceivedAttachment(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; kind: 'image' | 'file'; of: ReaderOf },
): Promise<{ data: Buffer; contentType: string; fileName: string | null }> {
  const b = await findReceived(ctx, readerOf(actor, input.of), input.id);
  const key = input.kind === 'image' ? b.imageKey : b.fileKey;
  const file = key ? await ctx.storage.get(key) : null;
  if (!file) throw notFound(`This message has no ${input.kind}.`);
  return { ...file, fileName: input.kind === 'file' ? b.fileName : null };
}
