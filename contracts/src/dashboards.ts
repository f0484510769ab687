import { z } from 'zod';
import { broadcastStatusSchema } from './broadcasts.ts';
import { banquetBookingStatusSchema, banquetSessionSchema } from './banquet-bookings.ts';
import { chamberBookingStatusSchema } from './chamber-bookings.ts';
import { roomTypeSchema } from './chambers.ts';
import { eventBookingStatusSchema } from './event-bookings.ts';
import { fnbOutletSchema } from './fnb.ts';
import { fnbOrderStatusSchema } from './fnb-orders.ts';
import { notificationKindSchema } from './notifications.ts';
import { statusTotalSchema } from './payments.ts';

/* The two dashboards' answers: the admin's (admin/dashboard) and the member's (/dashboards/default). */

const count = z.number().int();

/** One day of the month and its figure (a chart's bar). */
const dayFigureSchema = z.object({ day: z.string(), value: z.number().int() });

export const adminDashboardResponse = z.object({
  /** 'YYYY-MM' in the club's time zone. */
  month: z.string(),
  /** The club's date today ('YYYY-MM-DD'). */
  today: z.string(),
  currency: z.string(),
  paymentsByStatus: z.array(statusTotalSchema),
  members: z.object({
    total: count,
    byStatus: z.array(z.object({ status: z.string(), count })),
    byType: z.array(z.object({ type: z.string(), count })),
  }),
  latestImport: z
    .object({
      id: z.number().int(),
      fileName: z.string(),
      period: z.string(),
      rowCount: z.number().int(),
      importedBy: z.string(),
      importedAt: z.string(),
    })
    .nullable(),
  /** Food orders still open (ordered to ready), of any day, by outlet (every outlet listed). */
  openOrders: z.array(z.object({ outlet: fnbOutletSchema, count })),
  /** Chamber stays and hall bookings requested and not yet decided. */
  chamberRequests: count,
  hallRequests: count,
  /** Members' profile changes waiting for the office's approval. */
  profileRequests: count,
  /** Published events still to start, soonest first (at most ADMIN_DASHBOARD_EVENTS). */
  upcomingEvents: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      startsAt: z.string(),
      capacity: count,
      placesLeft: count,
    }),
  ),
  /** Feedback open (no one on it yet), in progress, and how many of all of it are overdue now. */
  feedback: z.object({ open: count, inProgress: count, overdue: count }),
  /**
   * The latest broadcasts (at most ADMIN_DASHBOARD_BROADCASTS, newest first, drafts left out):
   * when each was (or is to be) sent, and its deliveries sent and failed so far.
   */
  latestBroadcasts: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      status: broadcastStatusSchema,
      /** When it was sent, is to be sent, or (not yet scheduled) written. */
      at: z.string(),
      sent: count,
      failed: count,
    }),
  ),
  /** The newest backup that succeeded (`npm run backup` or the schedule): when, its size in bytes. */
  lastBackup: z.object({ at: z.string(), bytes: count }).nullable(),
  /** No backup succeeded in the last 24 hours (the dashboard warns). */
  backupOverdue: z.boolean(),
  /** The month's charts: orders by outlet, room nights by day, payments captured by day. */
  charts: z.object({
    ordersByOutlet: z.array(z.object({ outlet: fnbOutletSchema, count, amount: z.number().int() })),
    /** Every day of the month: the rooms taken that night (confirmed, in or out stays). */
    roomNights: z.array(dayFigureSchema),
    /** Every day of the month: the amount captured that day, minor units. */
    payments: z.array(dayFigureSchema),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardResponse>;

/** How many upcoming events the admin dashboard lists. */
export const ADMIN_DASHBOARD_EVENTS = 5;
/** How many broadcasts the admin dashboard lists. */
export const ADMIN_DASHBOARD_BROADCASTS = 5;
/** How many rows each of the member dashboard's cards lists. */
export const MEMBER_DASHBOARD_ROWS = 3;

export const memberDashboardResponse = z.object({
  currency: z.string(),
  /**
   * The month's food-and-beverage minimum of the member's membership type and what they spent
   * so far (minor units, before tax); null when their type has none.
   */
  minimumSpend: z.object({ month: z.string(), minimum: count, spent: z.number().int() }).nullable(),
  /** Stays requested, confirmed or checked in whose check-out is today or later, soonest first. */
  stays: z.object({
    total: count,
    items: z.array(
      z.object({
        id: z.number().int(),
        roomType: roomTypeSchema,
        checkIn: z.string(),
        checkOut: z.string(),
        rooms: count,
        status: chamberBookingStatusSchema,
      }),
    ),
  }),
  /** Hall bookings requested or confirmed on today or later, soonest first. */
  functions: z.object({
    total: count,
    items: z.array(
      z.object({
        id: z.number().int(),
        hall: z.string(),
        date: z.string(),
        session: banquetSessionSchema,
        guests: count,
        status: banquetBookingStatusSchema,
      }),
    ),
  }),
  /** Event bookings not cancelled, of events still to end, soonest first (titles translated). */
  events: z.object({
    total: count,
    items: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        startsAt: z.string(),
        heads: count,
        status: eventBookingStatusSchema,
      }),
    ),
  }),
  /** Food orders still open, soonest slot first. */
  orders: z.object({
    total: count,
    items: z.array(
      z.object({
        id: z.number().int(),
        invoiceNumber: z.string().nullable(),
        outlet: fnbOutletSchema,
        status: fnbOrderStatusSchema,
        slotAt: z.string(),
        total: z.number().int(),
      }),
    ),
  }),
  /** The Notice Board's notices shown today, pinned first, newest next. */
  notices: z.object({
    total: count,
    items: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        showFrom: z.string(),
        pinned: z.boolean(),
      }),
    ),
  }),
  /**
   * The member's unread notifications, newest first: a broadcast's `title` is its own, the
   * other kinds' is '' (the web titles them by kind).
   */
  notifications: z.object({
    total: count,
    items: z.array(
      z.object({
        id: z.number().int(),
        kind: notificationKindSchema,
        title: z.string(),
        createdAt: z.string(),
      }),
    ),
  }),
});
export type MemberDashboard = z.infer<typeof memberDashboardResponse>;
