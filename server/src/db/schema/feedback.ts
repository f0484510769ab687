import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LINK_KINDS,
  FEEDBACK_STATUSES,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_SUBJECT_MAX,
} from '@club/contracts';
import { createdAt, serialId, timestampTz, versioned } from './columns.ts';
import { inList } from './in-list.ts';
import { memberRef, ownerMember, staffRef } from './people-columns.ts';

/**
 * A member's feedback: a conversation with the club office about one thing (a category, maybe
 * one of the member's own orders, stays, hall or event bookings). Its due times are computed
 * when it is written, from the category's targets counted in the office's hours (settings);
 * the working minutes each answer took are kept beside the moments.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serialId(),
    memberId: ownerMember(),
    category: text('category', { enum: FEEDBACK_CATEGORIES }).notNull(),
    linkKind: text('link_kind', { enum: FEEDBACK_LINK_KINDS }),
    linkId: integer('link_id'),
    subject: text('subject').notNull(),
    rating: integer('rating').notNull(),
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('open'),
    assignedTo: staffRef('assigned_to'),
    /** The stored photo's key (storage area 'feedback'), null without one. */
    photoKey: text('photo_key'),
    ...versioned(),
    firstReplyDueAt: timestampTz('first_reply_due_at').notNull(),
    resolutionDueAt: timestampTz('resolution_due_at').notNull(),
    firstReplyAt: timestampTz('first_reply_at'),
    firstReplyMinutes: integer('first_reply_minutes'),
    resolvedAt: timestampTz('resolved_at'),
    resolutionMinutes: integer('resolution_minutes'),
    closedAt: timestampTz('closed_at'),
    answerRating: integer('answer_rating'),
    answerComment: text('answer_comment').notNull().default(''),
    answerRatedAt: timestampTz('answer_rated_at'),
  },
  (t) => [
    index('feedback_member_created_idx').on(t.memberId, t.createdAt),
    index('feedback_status_created_idx').on(t.status, t.createdAt),
    index('feedback_category_created_idx').on(t.category, t.createdAt),
    index('feedback_assigned_idx').on(t.assignedTo, t.status),
    index('feedback_created_idx').on(t.createdAt),
    check('feedback_category_ck', inList(t.category, FEEDBACK_CATEGORIES)),
    check('feedback_status_ck', inList(t.status, FEEDBACK_STATUSES)),
    check(
      'feedback_link_ck',
      sql`(${t.linkKind} is null and ${t.linkId} is null) or (${inList(t.linkKind, FEEDBACK_LINK_KINDS)} and ${t.linkId} is not null)`,
    ),
    check(
      'feedback_subject_ck',
      sql`char_length(${t.subject}) <= ${sql.raw(String(FEEDBACK_SUBJECT_MAX))}`,
    ),
    check('feedback_rating_ck', sql`${t.rating} between 1 and 5`),
    check(
      'feedback_answer_rating_ck',
      sql`${t.answerRating} is null or ${t.answerRating} between 1 and 5`,
    ),
  ],
);

/** The conversation: a member's or a staff user's message; `internal` is a note the member never sees. */
export const feedbackMessages = pgTable(
  'feedback_messages',
  {
    id: serialId(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    authorMember: memberRef('author_member'),
    authorStaff: staffRef('author_staff'),
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_messages_feedback_idx').on(t.feedbackId, t.id),
    check(
      'feedback_messages_author_ck',
      sql`(${t.authorMember} is null) <> (${t.authorStaff} is null)`,
    ),
    check('feedback_messages_note_ck', sql`not ${t.internal} or ${t.authorStaff} is not null`),
    check(
      'feedback_messages_body_ck',
      sql`char_length(${t.body}) <= ${sql.raw(String(FEEDBACK_MESSAGE_MAX))}`,
    ),
  ],
);

/** The status history: each move, who made it (a member, a staff user, or neither: the portal), when, why. */
export const feedbackSteps = pgTable(
  'feedback_steps',
  {
    id: serialId(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull(),
    byMember: memberRef('by_member'),
    byStaff: staffRef('by_staff'),
    reason: text('reason').notNull().default(''),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (t) => [
    index('feedback_steps_feedback_idx').on(t.feedbackId, t.id),
    check('feedback_steps_status_ck', inList(t.status, FEEDBACK_STATUSES)),
  ],
);

/** A category's response targets, in the office's working hours (the migration seeds every category). */
export const feedbackTargets = pgTable(
  'feedback_targets',
  {
    category: text('category', { enum: FEEDBACK_CATEGORIES }).primaryKey(),
    firstReplyHours: integer('first_reply_hours').notNull(),
    resolutionHours: integer('resolution_hours').notNull(),
  },
  (t) => [
    check('feedback_targets_category_ck', inList(t.category, FEEDBACK_CATEGORIES)),
    check('feedback_targets_hours_ck', sql`${t.firstReplyHours} > 0 and ${t.resolutionHours} > 0`),
  ],
);
