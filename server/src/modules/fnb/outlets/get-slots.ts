import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { fnbSlotTimes, type FnbOutlet, type SlotsResponse } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbOrders } from '../../../db/schema/index.ts';
import { clubInstant, clubMoment } from '../../../lib/club-time.ts';
import { getSettingsRow, clubNow } from '../../settings/index.ts';
import { outletRow } from '../menu/menu-store.ts';
import { SLOT_HOLDING } from '../checkout/take-slot.ts';
import { slotVerdict } from './slots.ts';

/** Today's pickup and delivery slots of an outlet, each with whether it can be chosen now. */
export async function getSlots(
  ctx: AppContext,
  _actor: Actor,
  input: { outlet: FnbOutlet },
): Promise<SlotsResponse> {
  const now = await clubNow(ctx);
  const { timeZone } = await getSettingsRow(ctx.db);
  const outlet = await outletRow(ctx.db, input.outlet);
  const start = clubInstant(now.date, '00:00', timeZone);
  const taken = await ctx.db
    .select({ at: fnbOrders.slotAt, n: sql<number>`count(*)::int` })
    .from(fnbOrders)
    .where(
      and(
        eq(fnbOrders.outlet, input.outlet),
        inArray(fnbOrders.status, [...SLOT_HOLDING]),
        gte(fnbOrders.slotAt, start),
        lt(fnbOrders.slotAt, new Date(start.getTime() + 86_400_000)),
      ),
    )
    .groupBy(fnbOrders.slotAt);
  const count = new Map(taken.map((t) => [clubMoment(t.at, timeZone).time, t.n]));
  return {
    outlet: input.outlet,
    date: now.date,
    slots: fnbSlotTimes().map((time) => {
      const reason = outlet.paused
        ? 'closed'
        : slotVerdict(time, outlet, now, count.get(time) ?? 0);
      return { time, available: reason === null, reason };
    }),
  };
}
