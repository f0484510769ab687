import { clubNow } from '../../settings/index.ts';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  BANQUET_HOLDING_STATUSES,
  BANQUET_SESSION_TIMES,
  slotsOf,
  type BanquetAvailability,
  type banquetAvailabilityQuery,
} from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetBookings, banquetHalls } from '../../../db/schema/index.ts';

/** Every date of a month ('YYYY-MM'). */
function datesOf(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/**
 * Each let hall's morning and evening of every date of a month, free or taken (requested,
 * confirmed and completed bookings hold theirs; a full day holds both), or past: a day gone
 * by, or today's session whose start time has passed (the club's time zone).
 */
export async function getAvailability(
  ctx: AppContext,
  _actor: Actor,
  q: z.output<typeof banquetAvailabilityQuery>,
): Promise<BanquetAvailability> {
  const dates = datesOf(q.month);
  const [halls, booked] = await Promise.all([
    ctx.db
      .select({ id: banquetHalls.id, name: banquetHalls.name, capacity: banquetHalls.capacity })
      .from(banquetHalls)
      .where(eq(banquetHalls.active, true))
      .orderBy(asc(banquetHalls.sort), asc(banquetHalls.id)),
    ctx.db
      .select({
        hallId: banquetBookings.hallId,
        date: banquetBookings.date,
        session: banquetBookings.session,
      })
      .from(banquetBookings)
      .where(
        and(
          inArray(banquetBookings.status, [...BANQUET_HOLDING_STATUSES]),
          gte(banquetBookings.date, dates[0]!),
          lte(banquetBookings.date, dates[dates.length - 1]!),
        ),
      ),
  ]);
  const taken = new Set(
    booked.flatMap((b) => slotsOf(b.session).map((s) => `${b.hallId}/${b.date}/${s}`)),
  );
  const now = await clubNow(ctx);
  const state = (hall: number, date: string, slot: 'morning' | 'evening') =>
    date < now.date || (date === now.date && BANQUET_SESSION_TIMES[slot].from <= now.time)
      ? ('past' as const)
      : taken.has(`${hall}/${date}/${slot}`)
        ? ('taken' as const)
        : ('free' as const);
  return {
    month: q.month,
    today: now.date,
    halls: halls.map((h) => ({
      hallId: h.id,
      name: h.name,
      capacity: h.capacity,
      dates: dates.map((date) => ({
        date,
        morning: state(h.id, date, 'morning'),
        evening: state(h.id, date, 'evening'),
      })),
    })),
  };
}
