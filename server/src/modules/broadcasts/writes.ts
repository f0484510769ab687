import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { broadcasts } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';

/* What the broadcast's changes share: the row lock, the refusals, the versioned update. */

export type BroadcastRow = typeof broadcasts.$inferSelect;

export const broadcastChanged = () =>
  conflict(
    'This broadcast was changed by someone else (or sent) since you opened it. Reload it and try again.',
    'broadcast_changed',
  );

export const notChangeable = () =>
  conflict(
    'This broadcast is being sent or was sent (or was cancelled): it can no longer be changed.',
    'broadcast_not_cancellable',
  );

/** Locks a broadcast's row (`for update`); 404 when there is none. */
export async function lockBroadcast(tx: Tx, id: number): Promise<BroadcastRow> {
  const [row] = await tx.select().from(broadcasts).where(eq(broadcasts.id, id)).for('update');
  if (!row) throw notFound('No such broadcast.');
  return row;
}

/**
 * Updates a draft or scheduled broadcast on the version the caller saw, moving the version on:
 * 409 `broadcast_changed` when someone changed it since, `broadcast_not_cancellable` when it
 * is no longer a draft or scheduled (the fan-out took it meanwhile).
 */
export async function updateDraftOnVersion(
  tx: Tx,
  row: BroadcastRow,
  version: number,
  set: Partial<BroadcastRow>,
): Promise<BroadcastRow> {
  if (row.status !== 'draft' && row.status !== 'scheduled') throw notChangeable();
  if (row.version !== version) throw broadcastChanged();
  const [updated] = await tx
    .update(broadcasts)
    .set({ ...set, version: sql`${broadcasts.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(broadcasts.id, row.id),
        eq(broadcasts.version, version),
        sql`${broadcasts.status} in ('draft', 'scheduled')`,
      ),
    )
    .returning();
  if (!updated) throw broadcastChanged();
  return updated;
}
