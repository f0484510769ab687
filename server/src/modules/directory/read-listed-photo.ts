import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { inDirectory } from './list-directory.ts';

/** A listed member's photo, for the directory (an unlisted member's: no such photo). */
export async function readListedPhoto(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<{ data: Buffer; contentType: string }> {
  const [m] = await ctx.db
    .select({ photoPath: members.photoPath })
    .from(members)
    .where(and(eq(members.id, input.id), inDirectory));
  const file = m?.photoPath ? await ctx.storage.get(m.photoPath) : null;
  if (!file) throw notFound('No such photo.');
  return file;
}
