import { eq } from 'drizzle-orm';
import type { Language } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members, staffUsers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/** Stores the signed-in user's language (their mails are written in it). */
export async function setLanguage(
  ctx: AppContext,
  actor: Actor,
  input: { language: Language },
): Promise<void> {
  if (actor.kind === 'member' && actor.memberId) {
    await ctx.db
      .update(members)
      .set({ language: input.language })
      .where(eq(members.id, actor.memberId));
  } else if (actor.kind === 'staff' && actor.staffId) {
    await ctx.db
      .update(staffUsers)
      .set({ language: input.language })
      .where(eq(staffUsers.id, actor.staffId));
  } else {
    throw new AppError(401, 'unauthenticated', 'Please sign in to continue.');
  }
}
