import { clubToday } from '../../settings/index.ts';
import { and, eq, sql } from 'drizzle-orm';
import {
  ROOM_TYPES,
  type ChamberAvailability,
  type chamberAvailabilityQuery,
} from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberRooms } from '../../../db/schema/index.ts';
import { freeByNight, nightState } from './booking-store.ts';

/** The next month's first day ('2026-11' -> '2026-12-01'). */
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * The availability calendar of a month: for each room type with active rooms, its tariffs and
 * the rooms free on each night (available, few left, full). Pending requests hold their nights.
 */
export async function getAvailability(
  ctx: AppContext,
  _actor: Actor,
  input: z.output<typeof chamberAvailabilityQuery>,
): Promise<ChamberAvailability> {
  const from = `${input.month}-01`;
  const to = nextMonth(input.month);
  const [today, nights, types] = await Promise.all([
    clubToday(ctx),
    freeByNight(ctx.db, from, to),
    ctx.db
      .select({
        type: chamberRooms.type,
        rooms: sql<number>`count(*)::int`,
        capacity: sql<number>`max(${chamberRooms.capacity})::int`,
        memberTariff: sql<number>`min(${chamberRooms.memberTariff})::bigint`,
        guestTariff: sql<number>`min(${chamberRooms.guestTariff})::bigint`,
        taxRate: sql<number>`max(${chamberRooms.taxRate})::int`,
      })
      .from(chamberRooms)
      .where(and(eq(chamberRooms.active, true)))
      .groupBy(chamberRooms.type),
  ]);
  return {
    month: input.month,
    today,
    types: [...types]
      .sort((a, b) => ROOM_TYPES.indexOf(a.type) - ROOM_TYPES.indexOf(b.type))
      .map((t) => ({
        type: t.type,
        rooms: Number(t.rooms),
        capacity: Number(t.capacity),
        memberTariff: Number(t.memberTariff),
        guestTariff: Number(t.guestTariff),
        taxRate: Number(t.taxRate),
        nights: nights
          .filter((n) => n.type === t.type)
          .map((n) => ({ date: n.night, free: Math.max(0, n.free), state: nightState(n.free) })),
      })),
  };
}
