import { eq } from 'drizzle-orm';
import { isAdmin, memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** The photo for admins, or for the member themself (also when an admin acts for them). */
export async function readPhoto(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<{ data: Buffer; contentType: string }> {
  const { id } = input;
  if (!isAdmin(actor) && memberScope(actor) !== id) {
    throw notFound('No such photo.');
  }
  const [m] = await ctx.db
    .select({ photoPath: members.photoPath })
    .from(members)
    .where(eq(members.id, id));
  const file = m?.photoPath ? await ctx.storage.get(m.photoPath) : null;
  if (!file) throw notFound('No such photo.');
  return file;
}
