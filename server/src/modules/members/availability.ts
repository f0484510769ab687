import { and, ne, sql } from 'drizzle-orm';
import { emailSchema, memberCodeSchema, type AvailabilityResponse } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';

/** Whether a member code or email is free (checked as the admin types; the database decides). */
export async function checkAvailability(
  db: DbOrTx,
  q: { field: 'code' | 'email'; value: string; excludeId?: number | undefined },
): Promise<AvailabilityResponse> {
  const parsed = (q.field === 'code' ? memberCodeSchema : emailSchema).safeParse(q.value);
  if (!parsed.success) return { available: false, valid: false };
  const match =
    q.field === 'code'
      ? sql`upper(${members.code}) = ${parsed.data.toUpperCase()}`
      : sql`lower(${members.email}) = ${parsed.data.toLowerCase()}`;
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(q.excludeId ? and(match, ne(members.id, q.excludeId)) : match)
    .limit(1);
  return { available: !row, valid: true };
}
