import type { CommitteeMember, committeeMemberRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { committeeMembers } from '../../db/schema/index.ts';
import { saveEntry, toCommitteeMember } from './collection-store.ts';

/** Adds a committee member (id null) or changes one (audited); answers it as the site lists it. */
export async function saveCommitteeMember(
  ctx: AppContext,
  actor: Actor,
  input: { id: number | null } & z.output<typeof committeeMemberRequest>,
): Promise<CommitteeMember> {
  const { id, ...values } = input;
  return toCommitteeMember(await saveEntry(ctx, actor, committeeMembers, id, values));
}
