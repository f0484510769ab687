import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { DEFAULT_OFFICE_HOURS, type FeedbackCategory, type FeedbackStatus } from '@club/contracts';
import type { Tx } from '../db/client.ts';
import {
  feedback,
  feedbackMessages,
  feedbackSteps,
  fnbOrders,
  members,
  staffUsers,
} from '../db/schema/index.ts';
import { clubInstant, clubMoment } from '../lib/club-time.ts';
import { addOfficeMinutes, officeMinutesBetween } from '../modules/feedback/index.ts';

/** The migration's targets (working hours): F&B and Bar 4 and 24, the others 8 and 40. */
const TARGETS = (c: FeedbackCategory) => (c === 'fnb' || c === 'bar' ? [4, 24] : [8, 40]);

interface Planned {
  member: string;
  category: FeedbackCategory;
  subject: string;
  rating: number;
  /** Days before today it was written (at 11:00 club time; 0: an hour ago). */
  daysAgo: number;
  messages: [who: 'member' | 'staff' | 'note', body: string, hoursLater: number][];
  status: FeedbackStatus;
  assigned?: boolean;
  linkOrder?: boolean;
  answer?: [rating: number, comment: string];
}

const PLAN: Planned[] = [
  {
    member: 'M1001',
    category: 'fnb',
    subject: 'Soup arrived cold',
    rating: 2,
    daysAgo: 3,
    linkOrder: true,
    messages: [
      ['member', 'The tomato soup of my order arrived cold and the bread was missing.', 0],
      [
        'staff',
        'We are sorry. The kitchen has been told, and the bread is credited to your account.',
        1,
      ],
    ],
    status: 'resolved',
    assigned: true,
    answer: [5, 'Quick and kind, thank you.'],
  },
  {
    member: 'M1001',
    category: 'chambers',
    subject: 'Noisy air conditioning in room 201',
    rating: 3,
    daysAgo: 2,
    messages: [
      ['member', 'The air conditioning rattled all night during my stay.', 0],
      ['note', 'Maintenance to check the unit of 201 on Thursday.', 1],
      [
        'staff',
        'Thank you for telling us: our maintenance team will look at the unit this week.',
        2,
      ],
    ],
    status: 'in_progress',
    assigned: true,
  },
  {
    member: 'M1001',
    category: 'general',
    subject: 'Parking at the main gate',
    rating: 3,
    daysAgo: 5,
    messages: [['member', 'Cars park across the main gate on weekend evenings.', 0]],
    status: 'open',
  },
  {
    member: 'M1001',
    category: 'events',
    subject: 'Seating at the Diwali night',
    rating: 4,
    daysAgo: 8,
    messages: [
      ['member', 'Could families with small children be seated nearer the exits next time?', 0],
      ['staff', 'A good idea: the events team will plan the seating that way.', 3],
    ],
    status: 'resolved',
  },
  {
    member: 'M1002',
    category: 'bar',
    subject: 'The new cocktail menu',
    rating: 5,
    daysAgo: 12,
    messages: [
      ['member', 'The new cocktail menu is excellent. Please keep the mango mojito.', 0],
      ['staff', 'Thank you! The mango mojito stays on the menu.', 2],
    ],
    status: 'closed',
    answer: [4, ''],
  },
  {
    member: 'M1002',
    category: 'sports',
    subject: 'Tennis court lights',
    rating: 2,
    daysAgo: 0,
    messages: [['member', 'Two lights on court 2 are out, and it gets dark by six.', 0]],
    status: 'open',
  },
  {
    member: 'M1002',
    category: 'facilities',
    subject: 'Towels in the changing rooms',
    rating: 3,
    daysAgo: 4,
    messages: [
      ['member', 'There were no fresh towels in the ladies changing room on Sunday.', 0],
      ['note', 'Housekeeping roster for Sundays to be checked.', 4],
    ],
    status: 'open',
    assigned: true,
  },
  {
    member: 'M1002',
    category: 'banquets',
    subject: 'Our anniversary dinner',
    rating: 5,
    daysAgo: 20,
    messages: [
      ['member', 'Thank you for a lovely evening in the Rose Hall.', 0],
      ['staff', 'It was our pleasure: we hope to see you again soon.', 5],
    ],
    status: 'closed',
  },
];

const HOUR = 3_600_000;

/**
 * Demo feedback of M1001 and M1002 across categories and statuses: staff replies, internal
 * notes, a resolved one with a rated answer, one about M1001's latest order, one overdue (a
 * General one nobody answered), timed in the office's default hours.
 */
export async function seedFeedback(tx: Tx, opts: { timeZone: string; now?: Date }) {
  const now = opts.now ?? new Date();
  const hours = DEFAULT_OFFICE_HOURS;
  const tz = opts.timeZone;
  const [admin] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.role, 'A'))
    .limit(1);
  const people = await tx
    .select({ id: members.id, code: members.code })
    .from(members)
    .where(inArray(members.code, ['M1001', 'M1002']));
  if (!admin || people.length === 0) return { feedback: 0 };
  const idOf = (code: string) => people.find((p) => p.code === code)?.id;
  const m1001 = idOf('M1001');
  const [order] = m1001
    ? await tx
        .select({ id: fnbOrders.id })
        .from(fnbOrders)
        .where(and(eq(fnbOrders.memberId, m1001), isNotNull(fnbOrders.invoiceNumber)))
        .orderBy(desc(fnbOrders.slotAt))
        .limit(1)
    : [];
  const today = clubMoment(now, tz).date;
  const day = (ago: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - ago * 86_400_000).toISOString().slice(0, 10);

  let count = 0;
  for (const p of PLAN) {
    const memberId = idOf(p.member);
    if (!memberId) continue;
    const created =
      p.daysAgo === 0 ? new Date(now.getTime() - HOUR) : clubInstant(day(p.daysAgo), '11:00', tz);
    const [first, resolution] = TARGETS(p.category);
    const replies = p.messages.filter(([who]) => who === 'staff');
    const firstReply = replies[0] ? new Date(created.getTime() + replies[0][2] * HOUR) : null;
    const lastAt = new Date(created.getTime() + (p.messages.at(-1)![2] + 1) * HOUR);
    const resolved = p.status === 'resolved' || p.status === 'closed' ? lastAt : null;
    const closed = p.status === 'closed' ? new Date(lastAt.getTime() + 24 * HOUR) : null;
    const [row] = await tx
      .insert(feedback)
      .values({
        memberId,
        category: p.category,
        linkKind: p.linkOrder && order ? 'order' : null,
        linkId: p.linkOrder && order ? order.id : null,
        subject: p.subject,
        rating: p.rating,
        status: p.status,
        assignedTo: p.assigned ? admin.id : null,
        createdAt: created,
        updatedAt: closed ?? resolved ?? lastAt,
        version: p.messages.length,
        firstReplyDueAt: addOfficeMinutes(created, first! * 60, hours, tz),
        resolutionDueAt: addOfficeMinutes(created, resolution! * 60, hours, tz),
        firstReplyAt: firstReply,
        firstReplyMinutes: firstReply ? officeMinutesBetween(created, firstReply, hours, tz) : null,
        resolvedAt: resolved,
        resolutionMinutes: resolved ? officeMinutesBetween(created, resolved, hours, tz) : null,
        closedAt: closed,
        answerRating: p.answer?.[0] ?? null,
        answerComment: p.answer?.[1] ?? '',
        answerRatedAt: p.answer ? (closed ?? resolved) : null,
      })
      .returning({ id: feedback.id });
    const feedbackId = row!.id;
    await tx.insert(feedbackMessages).values(
      p.messages.map(([who, body, later]) => ({
        feedbackId,
        authorMember: who === 'member' ? memberId : null,
        authorStaff: who === 'member' ? null : admin.id,
        internal: who === 'note',
        body,
        createdAt: new Date(created.getTime() + later * HOUR),
      })),
    );
    const steps: [FeedbackStatus, number | null, Date | null][] = [
      ['open', null, created],
      ['in_progress', admin.id, p.status === 'open' ? null : firstReply],
      ['resolved', admin.id, resolved],
      ['closed', admin.id, closed],
    ];
    const taken = steps.filter(([, , at]) => at !== null);
    await tx.insert(feedbackSteps).values(
      taken.map(([status, staffId, at]) => ({
        feedbackId,
        status,
        byMember: status === 'open' ? memberId : null,
        byStaff: staffId,
        at: at!,
      })),
    );
    count++;
  }
  return { feedback: count };
}
