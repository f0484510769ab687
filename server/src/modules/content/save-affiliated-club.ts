import type { AffiliatedClub, affiliatedClubRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { affiliatedClubs } from '../../db/schema/index.ts';
import { saveEntry, toAffiliatedClub } from './collection-store.ts';

/** Adds an affiliated club (id null) or changes one (audited); answers it as the site lists it. */
export async function saveAffiliatedClub(
  ctx: AppContext,
  actor: Actor,
  input: { id: number | null } & z.output<typeof affiliatedClubRequest>,
): Promise<AffiliatedClub> {
  const { id, ...values } = input;
  return toAffiliatedClub(await saveEntry(ctx, actor, affiliatedClubs, id, values));
}
