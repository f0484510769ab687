import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { broadcasts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** A broadcast's image or file (404 when it has none). */
export async function readAttachment(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number; kind: 'image' | 'file' },
): Promise<{ data: Buffer; contentType: string; fileName: string | null }> {
  const [b] = await ctx.db.select().from(broadcasts).where(eq(broadcasts.id, input.id));
  const key = input.kind === 'image' ? b?.imageKey : b?.fileKey;
  const file = key ? await ctx.storage.get(key) : null;
  if (!b || !file) throw notFound(`This broadcast has no ${input.kind}.`);
  return { ...file, fileName: input.kind === 'file' ? b.fileName : null };
}
