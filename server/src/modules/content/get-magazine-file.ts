import { eq } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { magazineIssues } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** The PDF of an issue of Clubman, with its type and the issue's title (for the file name). */
export async function getMagazineFile(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<{ data: Buffer; contentType: string; title: string }> {
  const [row] = await ctx.db.select().from(magazineIssues).where(eq(magazineIssues.id, input.id));
  if (!row) throw notFound('No such issue of Clubman.');
  const file = await ctx.storage.get(row.fileKey);
  if (!file) throw notFound('The file of this issue is missing.');
  return { ...file, title: row.title };
}
