import type { RoomType } from '@club/contracts';
import type { DbOrTx } from '../db/client.ts';
import { chamberRoomBlocks, chamberRoomPhotos, chamberRooms } from '../db/schema/index.ts';

/*
 * Room factories: the demo seed's rooms and the tests' rooms are made the same way. Tariffs
 * are minor units (paise) per night, before tax; tax rates basis points.
 */

export interface RoomInput {
  number: string;
  name?: string;
  type?: RoomType;
  memberTariff?: number;
  guestTariff?: number;
  /** Basis points; 12 % GST by default. */
  taxRate?: number;
  capacity?: number;
  description?: string;
  /** Photo addresses (uploads or images shipped with the web app). */
  photos?: string[];
  active?: boolean;
  sort?: number;
}

export async function createChamberRoom(db: DbOrTx, input: RoomInput) {
  const type = input.type ?? 'single';
  const [row] = await db
    .insert(chamberRooms)
    .values({
      number: input.number,
      name: input.name ?? `Room ${input.number}`,
      type,
      memberTariff: input.memberTariff ?? 350000,
      guestTariff: input.guestTariff ?? 500000,
      taxRate: input.taxRate ?? 1200,
      capacity: input.capacity ?? (type === 'single' ? 1 : type === 'double' ? 2 : 4),
      description: input.description ?? '',
      active: input.active ?? true,
      sort: input.sort ?? 0,
    })
    .returning();
  for (const [i, url] of (input.photos ?? []).entries()) {
    await db.insert(chamberRoomPhotos).values({ roomId: row!.id, url, sort: (i + 1) * 10 });
  }
  return row!;
}

/** Blocks a room's nights from `from` to `to`, both included. */
export async function createRoomBlock(
  db: DbOrTx,
  input: { roomId: number; from: string; to: string; reason: string; addedBy: number },
) {
  const [row] = await db
    .insert(chamberRoomBlocks)
    .values({
      roomId: input.roomId,
      fromDate: input.from,
      toDate: input.to,
      reason: input.reason,
      addedBy: input.addedBy,
    })
    .returning();
  return row!;
}
