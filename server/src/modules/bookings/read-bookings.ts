import type { DbOrTx } from '../../db/client.ts';
import { namesOf, type Names } from './names.ts';

/** How an area turns its booking rows into its contract's bookings. */
export interface BookingReader<Row, View, Loaded> {
  /** The members a row names (its member, who cancelled it). */
  members: (row: Row) => (number | null)[];
  /** The staff a row names (who did each step). */
  staff: (row: Row) => (number | null)[];
  /** What else the page needs besides the names (rooms, halls, events), read beside them. */
  load?: (db: DbOrTx, rows: Row[]) => Promise<Loaded>;
  /** One row -> one booking. */
  view: (row: Row, names: Names, loaded: Loaded) => View;
}

/** A date as the answers write it (ISO), '' when none. */
export const iso = (d: Date | null) => d?.toISOString() ?? '';

/**
 * A booking's status history: its steps in the order given, each `[step, by, at]`, those not
 * taken (`at` null) left out.
 */
export function historyOf<S extends string>(
  steps: [step: S, by: string, at: Date | null][],
): { step: S; by: string; at: string }[] {
  return steps
    .filter(([, , at]) => at !== null)
    .map(([step, by, at]) => ({ step, by, at: iso(at) }));
}

/**
 * Rows -> bookings with their members' and staff names: one read of the names for the page
 * (`namesOf`), beside the area's own (`load`), then the area's view of each row.
 */
export async function readBookings<Row, View, Loaded = undefined>(
  db: DbOrTx,
  rows: Row[],
  reader: BookingReader<Row, View, Loaded>,
): Promise<View[]> {
  if (rows.length === 0) return [];
  const [names, loaded] = await Promise.all([
    namesOf(db, rows.flatMap(reader.members), rows.flatMap(reader.staff)),
    reader.load ? reader.load(db, rows) : Promise.resolve(undefined as Loaded),
  ]);
  return rows.map((r) => reader.view(r, names, loaded));
}
