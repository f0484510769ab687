import { and, eq } from 'drizzle-orm';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { feedback } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** A feedback's photo: for its member (`mine`), or for the office; 404 for anyone else. */
export async function readPhoto(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; mine: boolean },
): Promise<{ data: Buffer; contentType: string }> {
  const [f] = await ctx.db
    .select({ key: feedback.photoKey })
    .from(feedback)
    .where(
      and(
        eq(feedback.id, input.id),
        input.mine ? eq(feedback.memberId, memberScope(actor)) : undefined,
      ),
    );
  const file = f?.key ? await ctx.storage.get(f.key) : null;
  if (!file) throw notFound('No such photo.');
  return file;
}
