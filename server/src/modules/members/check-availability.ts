import { and, ne, sql } from 'drizzle-orm';
import { emailSchema, memberCodeSchema, type AvailabilityResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { members } from '../../db/schema/index.ts';

/** Whether a member code or email is free (checked as the admin types; the database decides). */
export async function checkAvailability(
  ctx: AppContext,
  _actor: Actor,
  q: { field: 'code' | 'email'; value: string; excludeId?: number | undefined },
): Promise<AvailabilityResponse> {
  const parsed = (q.field === 'code' ? memberCodeSchema : emailSchema).safeParse(q.value);
  if (!parsed.success) return { available: false, valid: false };
  const match =
    q.field === 'code'
      ? sql`upper(${members.code}) = ${parsed.data.toUpperCase()}`
      : sql`lower(${members.email}) = ${parsed.data.toLowerCase()}`;
  const [row] = await ctx.db
    .select({ id: members.id })
    .from(members)
    .where(q.excludeId ? and(match, ne(members.id, q.excludeId)) : match)
    .limit(1);
  return { available: !row, valid: true };
}
