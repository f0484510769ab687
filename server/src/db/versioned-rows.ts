import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notFound } from '../lib/errors.ts';
import type { DbOrTx } from './client.ts';

/* A member's own row that staff and the member change step by step (bookings, feedback). */

/** What the helpers need of the row. */
export interface VersionedRow {
  id: number;
  memberId: number;
  version: number;
}

/** A table of such rows: its id, member and version columns. */
export type VersionedTable = PgTable & { id: PgColumn; memberId: PgColumn; version: PgColumn };

/**
 * Locks a row (`for update`); 404 with `missing` when there is none, or when `memberId` is
 * given and it is another member's (so a member cannot tell someone else's row exists).
 */
export async function lockOwnedRow<Row extends VersionedRow>(
  tx: DbOrTx,
  table: VersionedTable,
  id: number,
  memberId: number | undefined,
  missing: string,
): Promise<Row> {
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), memberId === undefined ? undefined : eq(table.memberId, memberId)))
    .for('update');
  if (!row) throw notFound(missing);
  return row as Row;
}

/**
 * Updates a row on the version it had (`row.version`), moving the version on; throws
 * `changed()` when someone changed it since (of two staff racing, the second).
 */
export async function updateOnVersion<Row extends VersionedRow>(
  tx: DbOrTx,
  table: VersionedTable,
  row: Row,
  set: Partial<Row> | Record<string, unknown>,
  at: Date,
  changed: () => Error,
): Promise<Row> {
  const [after] = (await tx
    .update(table)
    .set({ ...set, version: row.version + 1, updatedAt: at })
    .where(and(eq(table.id, row.id), eq(table.version, row.version)))
    .returning()) as Row[];
  if (!after) throw changed();
  return after;
}
