import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { type Room } from '@club/contracts';
import type { AppContext } from '../../../context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { chamberRoomBlocks, chamberRoomPhotos, chamberRooms } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { clubToday } from '../../settings/index.ts';
import { toRoom } from './view.ts';

/* The queries and rules the room use cases share. */

type RoomRow = typeof chamberRooms.$inferSelect;

export const roomChanged = () =>
  conflict(
    'This room was changed by someone else since you opened it. Reload it and try again.',
    'room_changed',
  );

/** Locks a room's row for the rest of the transaction; 404 when there is none. */
export async function lockRoom(tx: DbOrTx, id: number): Promise<RoomRow> {
  const [row] = await tx.select().from(chamberRooms).where(eq(chamberRooms.id, id)).for('update');
  if (!row) throw notFound('No such room.');
  return row;
}

/** Locks a room and checks the version the caller saw. */
export async function lockRoomAt(tx: DbOrTx, id: number, version: number): Promise<RoomRow> {
  const row = await lockRoom(tx, id);
  if (row.version !== version) throw roomChanged();
  return row;
}

/** Rows -> rooms, with their photos and the count of blocks ending today or later. */
export async function withDetails(db: DbOrTx, rows: RoomRow[], today: string): Promise<Room[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [photos, blocks] = await Promise.all([
    db
      .select()
      .from(chamberRoomPhotos)
      .where(inArray(chamberRoomPhotos.roomId, ids))
      .orderBy(asc(chamberRoomPhotos.sort), asc(chamberRoomPhotos.id)),
    db
      .select({ roomId: chamberRoomBlocks.roomId, n: sql<number>`count(*)::int` })
      .from(chamberRoomBlocks)
      .where(and(inArray(chamberRoomBlocks.roomId, ids), gte(chamberRoomBlocks.toDate, today)))
      .groupBy(chamberRoomBlocks.roomId),
  ]);
  return rows.map((r) =>
    toRoom(
      r,
      photos.filter((p) => p.roomId === r.id).map((p) => ({ id: p.id, url: p.url })),
      blocks.find((b) => b.roomId === r.id)?.n ?? 0,
    ),
  );
}

export async function roomById(ctx: AppContext, id: number): Promise<Room> {
  const [row] = await ctx.db.select().from(chamberRooms).where(eq(chamberRooms.id, id));
  if (!row) throw notFound('No such room.');
  const [room] = await withDetails(ctx.db, [row], await clubToday(ctx));
  return room!;
}
