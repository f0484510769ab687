import { and, eq } from 'drizzle-orm';
import { isAdmin, memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberBookings } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';

/**
 * A booking's ID proof file: for the club office (admin routes, `mine` false) or for the
 * member who asked (`mine` true: another member's is not found).
 */
export async function readIdProof(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; mine: boolean },
): Promise<{ data: Buffer; contentType: string }> {
  const memberId = input.mine ? memberScope(actor) : undefined;
  if (!input.mine && !isAdmin(actor)) throw notFound('No such file.');
  const [row] = await ctx.db
    .select({ key: chamberBookings.idProofKey })
    .from(chamberBookings)
    .where(
      and(
        eq(chamberBookings.id, input.id),
        memberId === undefined ? undefined : eq(chamberBookings.memberId, memberId),
      ),
    );
  const file = row?.key ? await ctx.storage.get(row.key) : null;
  if (!file) throw notFound('No such file.');
  return file;
}
