import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import {
  FNB_OPEN_STATUSES,
  MEMBER_DASHBOARD_ROWS,
  translated,
  type Language,
  type MemberDashboard,
} from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import {
  banquetBookings,
  banquetHalls,
  chamberBookings,
  eventBookings,
  events,
  fnbOrders,
  members,
  notices,
  notifications,
} from '../../db/schema/index.ts';
import { clubMoment } from '../../lib/club-time.ts';
import { minimumSpendProgress } from '../minimum-spend/index.ts';
import { getSettings } from '../settings/index.ts';

/** Every row's count of all the rows its query matches (the card's "and n more"). */
const total = sql<number>`(count(*) over ())::int`;

/** A card: its first rows and how many there are in all. */
function card<R extends { total: number }, T>(rows: R[], view: (r: R) => T) {
  return { total: rows[0]?.total ?? 0, items: rows.map(view) };
}

/**
 * The member dashboard (/dashboards/default) beside the account overview: the member's stays,
 * functions (hall bookings) and event bookings still ahead, food orders still open and the
 * Notice Board's notices shown today and the member's unread notifications, each card its first
 * MEMBER_DASHBOARD_ROWS rows and its count, one query a card. Event titles in the reader's
 * language. With them, the month's food-and-beverage minimum of the member's type and their spend.
 */
export async function getMemberDashboard(
  ctx: AppContext,
  actor: Actor,
  input: { lang: Language },
): Promise<MemberDashboard> {
  const memberId = memberScope(actor);
  const { db } = ctx;
  const now = ctx.clock.now();
  const settings = await getSettings(db);
  const today = clubMoment(now, settings.timeZone).date;
  const rows = MEMBER_DASHBOARD_ROWS;
  const [member] = await db
    .select({ id: members.id, membershipType: members.membershipType })
    .from(members)
    .where(eq(members.id, memberId));
  const [minimumSpend, stays, functions, booked, orders, shown, unread] = await Promise.all([
    member ? minimumSpendProgress(db, member, settings, now) : null,
    db
      .select({
        id: chamberBookings.id,
        roomType: chamberBookings.roomType,
        checkIn: chamberBookings.checkIn,
        checkOut: chamberBookings.checkOut,
        rooms: chamberBookings.rooms,
        status: chamberBookings.status,
        total,
      })
      .from(chamberBookings)
      .where(
        and(
          eq(chamberBookings.memberId, memberId),
          inArray(chamberBookings.status, ['requested', 'confirmed', 'checked_in']),
          gte(chamberBookings.checkOut, today),
        ),
      )
      .orderBy(asc(chamberBookings.checkIn), asc(chamberBookings.id))
      .limit(rows),
    db
      .select({
        id: banquetBookings.id,
        hall: banquetHalls.name,
        date: banquetBookings.date,
        session: banquetBookings.session,
        guests: banquetBookings.guests,
        status: banquetBookings.status,
        total,
      })
      .from(banquetBookings)
      .innerJoin(banquetHalls, eq(banquetHalls.id, banquetBookings.hallId))
      .where(
        and(
          eq(banquetBookings.memberId, memberId),
          inArray(banquetBookings.status, ['requested', 'confirmed']),
          gte(banquetBookings.date, today),
        ),
      )
      .orderBy(asc(banquetBookings.date), asc(banquetBookings.id))
      .limit(rows),
    db
      .select({
        id: eventBookings.id,
        title: events.title,
        translations: events.translations,
        startsAt: events.startsAt,
        heads: eventBookings.heads,
        status: eventBookings.status,
        total,
      })
      .from(eventBookings)
      .innerJoin(events, eq(events.id, eventBookings.eventId))
      .where(
        and(
          eq(eventBookings.memberId, memberId),
          ne(eventBookings.status, 'cancelled'),
          ne(events.status, 'cancelled'),
          gt(events.endsAt, now),
        ),
      )
      .orderBy(asc(events.startsAt), asc(eventBookings.id))
      .limit(rows),
    db
      .select({
        id: fnbOrders.id,
        invoiceNumber: fnbOrders.invoiceNumber,
        outlet: fnbOrders.outlet,
        status: fnbOrders.status,
        slotAt: fnbOrders.slotAt,
        total: fnbOrders.total,
        count: total,
      })
      .from(fnbOrders)
      .where(
        and(eq(fnbOrders.memberId, memberId), inArray(fnbOrders.status, [...FNB_OPEN_STATUSES])),
      )
      .orderBy(asc(fnbOrders.slotAt), asc(fnbOrders.id))
      .limit(rows),
    db
      .select({
        id: notices.id,
        title: notices.title,
        showFrom: notices.showFrom,
        pinned: notices.pinned,
        total,
      })
      .from(notices)
      .where(
        and(
          lte(notices.showFrom, today),
          or(isNull(notices.showUntil), gte(notices.showUntil, today)),
        ),
      )
      .orderBy(desc(notices.pinned), desc(notices.showFrom), desc(notices.id))
      .limit(rows),
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        title: notifications.title,
        createdAt: notifications.createdAt,
        total,
      })
      .from(notifications)
      .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(rows),
  ]);
  return {
    currency: settings.currency,
    minimumSpend,
    stays: card(stays, ({ total: _, ...s }) => s),
    functions: card(functions, ({ total: _, ...f }) => f),
    events: card(booked, (e) => ({
      id: e.id,
      title: translated(e.title, e.translations, input.lang, 'title'),
      startsAt: e.startsAt.toISOString(),
      heads: e.heads,
      status: e.status,
    })),
    orders: {
      total: orders[0]?.count ?? 0,
      items: orders.map(({ count: _, ...o }) => ({ ...o, slotAt: o.slotAt.toISOString() })),
    },
    notices: card(shown, ({ total: _, ...n }) => n),
    notifications: card(unread, ({ total: _, ...n }) => ({
      ...n,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}
