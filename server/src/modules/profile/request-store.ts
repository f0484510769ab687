import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { profileChangeRequests } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';

export type RequestRow = typeof profileChangeRequests.$inferSelect;

/** A request decided already (approved, rejected, withdrawn): the step is not taken again. */
export const alreadyDecided = () =>
  conflict(
    'This request was decided already. Reload to see where it stands.',
    'profile_request_decided',
  );

/**
 * Locks a request's row (`for update`: two admins deciding at once take turns, and the second
 * finds it decided), refusing an unknown one (404, or one of another member when `memberId`
 * is given) and one that is not pending (409 `profile_request_decided`).
 */
export async function lockPending(tx: Tx, id: number, memberId?: number): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(profileChangeRequests)
    .where(
      and(
        eq(profileChangeRequests.id, id),
        memberId === undefined ? undefined : eq(profileChangeRequests.memberId, memberId),
      ),
    )
    .for('update');
  if (!row) throw notFound('No such request.');
  if (row.status !== 'Pending') throw alreadyDecided();
  return row;
}
