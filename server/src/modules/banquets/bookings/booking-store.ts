import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  BANQUET_SESSION_TIMES,
  cancellationRefund,
  type BanquetBooking,
  type banquetBookingRequest,
  type BanquetLine,
  type BanquetMenuCourse,
  type BanquetRefund,
} from '@club/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import {
  banquetAddons,
  banquetBookings,
  banquetDishes,
  banquetHalls,
  banquetPackages,
} from '../../../db/schema/index.ts';
import { badField, conflict, fieldError } from '../../../lib/errors.ts';
import { clubNow } from '../../settings/index.ts';
import { priceLines } from './price-lines.ts';
import { packageCourses } from '../menu/package-courses.ts';
import { lockBookingRow, requireActiveMember } from '../../bookings/index.ts';

/* The queries and rules the hall booking use cases share. */

export type BookingRow = typeof banquetBookings.$inferSelect;
export type BookingInput = z.output<typeof banquetBookingRequest>;

export const hallTaken = () =>
  conflict('This hall is already booked for this date and session.', 'hall_taken', {
    errors: [fieldError('session', 'validation.banquetTaken')],
  });

export { bookingChanged } from '../../bookings/index.ts';

/** Only Active members book (DOMAIN.md "People and roles"). */
export const checkMemberStanding = (db: DbOrTx, memberId: number) =>
  requireActiveMember(db, memberId, 'book a hall');

export interface Priced {
  hallName: string;
  capacity: number;
  packageName: string;
  costPerGuest: number;
  hours: number;
  menu: BanquetMenuCourse[];
  addons: BanquetBooking['addons'];
  lines: BanquetLine[];
  subtotal: number;
  taxRate: number;
  tax: number;
  total: number;
}

/**
 * Checks a function's details and menu against the club's today, the hall (let, its capacity)
 * and the package (offered; each dish of a course the package has, at most its limit per
 * course; add-ons of the package or of every package) and prices it: the hall's hire and
 * electricity for the session, the projector, music, valet x drivers, the package x guests and
 * the add-ons (per guest or flat), plus the hall's GST on the whole.
 */
export async function priceFunction(ctx: AppContext, f: BookingInput): Promise<Priced> {
  const now = await clubNow(ctx);
  if (f.date < now.date) throw badField('date', 'validation.banquetDatePast');
  // Today's session whose start time has passed (the club's time) is past too.
  const { from } = BANQUET_SESSION_TIMES[f.session];
  if (f.date === now.date && from <= now.time) {
    throw badField('session', 'validation.banquetSessionPast', { from });
  }
  const db = ctx.db;
  const [hall] = await db
    .select()
    .from(banquetHalls)
    .where(and(eq(banquetHalls.id, f.hallId), eq(banquetHalls.active, true)));
  if (!hall) throw badField('hallId', 'validation.banquetHall');
  if (f.guests > hall.capacity) {
    throw badField('guests', 'validation.banquetOverCapacity', { limit: hall.capacity });
  }
  const [pkg] = await db
    .select()
    .from(banquetPackages)
    .where(and(eq(banquetPackages.id, f.packageId), eq(banquetPackages.active, true)));
  if (!pkg) throw badField('packageId', 'validation.banquetPackage');

  const limits = await packageCourses(db, pkg.id);
  const dishIds = [...new Set(f.dishIds)];
  if (dishIds.length !== f.dishIds.length) throw badField('dishIds', 'validation.banquetMenu');
  const dishes = dishIds.length
    ? await db
        .select()
        .from(banquetDishes)
        .where(and(inArray(banquetDishes.id, dishIds), eq(banquetDishes.active, true)))
        .orderBy(asc(banquetDishes.sort), asc(banquetDishes.id))
    : [];
  if (dishes.length !== dishIds.length) throw badField('dishIds', 'validation.banquetMenu');
  const menu: BanquetMenuCourse[] = [];
  for (const l of limits) {
    const chosen = dishes.filter((d) => d.courseId === l.courseId);
    if (chosen.length > l.choose) throw badField('dishIds', 'validation.banquetMenu');
    menu.push({
      courseId: l.courseId,
      course: l.name,
      choose: l.choose,
      dishes: chosen.map((d) => ({ id: d.id, name: d.name, veg: d.veg })),
    });
  }
  // A dish of a course the package does not have is another package's.
  if (dishes.some((d) => !limits.some((l) => l.courseId === d.courseId && l.choose > 0))) {
    throw badField('dishIds', 'validation.banquetMenu');
  }

  const addonIds = [...new Set(f.addonIds)];
  const addonRows = addonIds.length
    ? await db
        .select()
        .from(banquetAddons)
        .where(and(inArray(banquetAddons.id, addonIds), eq(banquetAddons.active, true)))
        .orderBy(asc(banquetAddons.sort), asc(banquetAddons.id))
    : [];
  if (
    addonRows.length !== addonIds.length ||
    addonRows.some((a) => a.packageId !== null && a.packageId !== pkg.id)
  ) {
    throw badField('addonIds', 'validation.banquetAddon');
  }

  const { hours, lines, subtotal, tax, total } = priceLines(hall, pkg, f, addonRows);
  return {
    hallName: hall.name,
    capacity: hall.capacity,
    packageName: pkg.name,
    costPerGuest: pkg.costPerGuest,
    hours,
    menu,
    addons: addonRows.map((a) => ({ id: a.id, name: a.name, pricing: a.pricing, price: a.price })),
    lines,
    subtotal,
    taxRate: hall.taxRate,
    tax,
    total,
  };
}

/** What cancelling a booking today refunds under its own policy copy (of what was charged). */
export function refundOf(b: BookingRow, today: string): BanquetRefund {
  const paid = b.status === 'confirmed' ? (b.advance ?? 0) : 0;
  const r = cancellationRefund(b.policy, paid, today, b.date);
  return {
    paid,
    daysBefore: r.daysBefore,
    refundPercent: r.refundPercent,
    refund: r.refundMinor,
  };
}

/** Whether the member may pay the advance by card now: confirmed, an advance due, not paid. */
export const advancePayable = (b: BookingRow): boolean =>
  b.status === 'confirmed' && (b.advance ?? 0) > 0 && b.advancePaidAt === null;

/** Locks a booking's row; 404 when there is none (or it is another member's). */
export const lockBooking = (tx: DbOrTx, id: number, memberId?: number) =>
  lockBookingRow<BookingRow>(tx, banquetBookings, id, memberId);
