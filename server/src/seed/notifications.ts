import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  banquetBookings,
  chamberBookings,
  feedback,
  feedbackMessages,
  fnbOrders,
  members,
  notifications,
} from '../db/schema/index.ts';
import {
  insertNotification,
  type NewNotification,
  type Recipient,
} from '../modules/notifications/index.ts';

const HOUR = 3_600_000;

interface Planned {
  to: Recipient;
  n: NewNotification;
  /** When it came, hours before now. */
  hoursAgo: number;
  read: boolean;
}

/**
 * M1001's bell (issue 32): a few notifications of what the demo holds — M1001's latest food
 * orders' status, a stay and a hall booking confirmed, the office's reply to their feedback —
 * some read, some not (the staff's bells get the demo's staff broadcast, seed/broadcasts.ts). Written by the
 * module's own insert (the shapes the bell reads), keyed by ref like the real ones: a second
 * run adds nothing. Runs after the orders, the Chambers, the halls and the feedback.
 */
export async function seedNotifications(tx: Tx, opts: { now?: Date } = {}) {
  const now = opts.now ?? new Date();
  const [m1001] = await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.code, 'M1001'));
  const plan: Planned[] = [];

  if (m1001) {
    const to = { memberId: m1001.id };
    const orders = await tx
      .select({
        id: fnbOrders.id,
        status: fnbOrders.status,
        invoiceNumber: fnbOrders.invoiceNumber,
      })
      .from(fnbOrders)
      .where(and(eq(fnbOrders.memberId, m1001.id), isNotNull(fnbOrders.invoiceNumber)))
      .orderBy(desc(fnbOrders.slotAt))
      .limit(2);
    orders.forEach((o, i) =>
      plan.push({
        to,
        n: {
          kind: 'order_status',
          ref: `order:${o.id}:${o.status}`,
          params: { order: o.invoiceNumber ?? `#${o.id}`, orderId: o.id, status: o.status },
          link: `/member/foodordering/orders/detail/${o.id}`,
        },
        hoursAgo: i === 0 ? 1 : 26,
        read: i > 0,
      }),
    );
    const [stay] = await tx
      .select({
        id: chamberBookings.id,
        status: chamberBookings.status,
        checkIn: chamberBookings.checkIn,
        version: chamberBookings.version,
      })
      .from(chamberBookings)
      .where(
        and(
          eq(chamberBookings.memberId, m1001.id),
          inArray(chamberBookings.status, ['confirmed', 'checked_out']),
        ),
      )
      .orderBy(desc(chamberBookings.checkIn))
      .limit(1);
    if (stay)
      plan.push({
        to,
        n: {
          kind: 'stay',
          ref: `stay:${stay.id}:${stay.version}`,
          params: { booking: stay.id, status: stay.status, checkIn: stay.checkIn },
          link: '/member/chamber/myBooking',
        },
        hoursAgo: 50,
        read: true,
      });
    const [hall] = await tx
      .select({
        id: banquetBookings.id,
        status: banquetBookings.status,
        date: banquetBookings.date,
        version: banquetBookings.version,
      })
      .from(banquetBookings)
      .where(and(eq(banquetBookings.memberId, m1001.id), eq(banquetBookings.status, 'confirmed')))
      .orderBy(desc(banquetBookings.date))
      .limit(1);
    if (hall)
      plan.push({
        to,
        n: {
          kind: 'hall_booking',
          ref: `hall_booking:${hall.id}:${hall.version}`,
          params: { booking: hall.id, status: hall.status, date: hall.date },
          link: '/member/banquet/myBooking',
        },
        hoursAgo: 75,
        read: true,
      });
    const replies = await tx
      .select({
        feedbackId: feedback.id,
        subject: feedback.subject,
        messageId: feedbackMessages.id,
      })
      .from(feedbackMessages)
      .innerJoin(feedback, eq(feedback.id, feedbackMessages.feedbackId))
      .where(
        and(
          eq(feedback.memberId, m1001.id),
          isNotNull(feedbackMessages.authorStaff),
          eq(feedbackMessages.internal, false),
        ),
      )
      .orderBy(desc(feedbackMessages.id))
      .limit(2);
    replies.forEach((r, i) =>
      plan.push({
        to,
        n: {
          kind: 'feedback_reply',
          ref: `feedback:${r.feedbackId}:${r.messageId}`,
          params: { feedback: r.feedbackId, subject: r.subject },
          link: `/member/feedbacks/FeedBackDetail/${r.feedbackId}`,
        },
        hoursAgo: 3 + i * 40,
        read: i > 0,
      }),
    );
  }

  let count = 0;
  for (const p of plan) {
    const id = await insertNotification(tx, p.to, p.n);
    if (id === null) continue; // there already (a second run)
    const at = new Date(now.getTime() - p.hoursAgo * HOUR);
    await tx
      .update(notifications)
      .set({ createdAt: at, readAt: p.read ? new Date(at.getTime() + HOUR) : null })
      .where(eq(notifications.id, id));
    count++;
  }
  return { notifications: count };
}
