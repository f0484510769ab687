import { asc } from 'drizzle-orm';
import type { AffiliatedClub } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { affiliatedClubs } from '../../db/schema/index.ts';
import { toAffiliatedClub } from './collection-store.ts';

/** The affiliated clubs, in their order, then by name. */
export async function listAffiliatedClubs(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<AffiliatedClub[]> {
  const rows = await ctx.db
    .select()
    .from(affiliatedClubs)
    .orderBy(asc(affiliatedClubs.sort), asc(affiliatedClubs.name));
  return rows.map(toAffiliatedClub);
}
