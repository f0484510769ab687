import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { taskAssigneesSchema } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { staffUsers } from '../../db/schema/index.ts';

/** The active staff users a task may be given to, by name. */
export async function listAssignees(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<z.infer<typeof taskAssigneesSchema>> {
  const items = await ctx.db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(eq(staffUsers.active, true))
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
  return { items };
}
