import { z } from 'zod';
import { listQuery, pagedResponse } from './lists.ts';
import {
  boundedText,
  idSchema,
  isoDateSchema,
  isoMonthSchema,
  MAX_ID,
  MAX_PAGE_INDEX,
} from './primitives.ts';
import {
  FEEDBACK_AUTHOR_KINDS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_LINK_KINDS,
  FEEDBACK_STATUSES,
} from './enums.ts';

/*
 * Member feedback (DOMAIN.md "Feedback"): a conversation between a member and the club office
 * about one thing (a category, optionally one of the member's own orders, stays, hall or event
 * bookings), with a status, response targets counted in the office's hours (settings'
 * `officeHours`), internal notes the member never sees, and the member's rating of the answer.
 * Paths: FEEDBACK_API.
 */

export const feedbackCategorySchema = z.enum(FEEDBACK_CATEGORIES, { message: 'validation.oneOf' });
export type FeedbackCategory = z.infer<typeof feedbackCategorySchema>;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES, { message: 'validation.oneOf' });
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;
export const feedbackLinkKindSchema = z.enum(FEEDBACK_LINK_KINDS, { message: 'validation.oneOf' });
export type FeedbackLinkKind = z.infer<typeof feedbackLinkKindSchema>;
export type FeedbackAuthorKind = (typeof FEEDBACK_AUTHOR_KINDS)[number];

/** The longest subject and message. */
export const FEEDBACK_SUBJECT_MAX = 120;
export const FEEDBACK_MESSAGE_MAX = 4000;

/** A rating, 1 (poor) to 5 (excellent): the member's of what they write about, and of the answer. */
export const feedbackRatingSchema = z.coerce
  .number({ message: 'validation.oneOf' })
  .int({ message: 'validation.oneOf' })
  .min(1, { message: 'validation.oneOf' })
  .max(5, { message: 'validation.oneOf' });

const messageText = boundedText(1, FEEDBACK_MESSAGE_MAX);

/** What a feedback is linked to: one of the member's own orders, stays, hall or event bookings. */
export const feedbackLinkSchema = z.object({ kind: feedbackLinkKindSchema, id: idSchema });
export type FeedbackLink = z.infer<typeof feedbackLinkSchema>;

/** A member writes to the club (POST FEEDBACK_API.mine; the photo is added after, by its own route). */
export const createFeedbackRequest = z.object({
  category: feedbackCategorySchema,
  /** Left out or null: about nothing in particular. Another member's: 400 naming `link`. */
  link: feedbackLinkSchema.nullish(),
  subject: boundedText(1, FEEDBACK_SUBJECT_MAX),
  message: messageText,
  rating: feedbackRatingSchema,
});
export type CreateFeedbackRequest = z.input<typeof createFeedbackRequest>;

/** The member writes again (POST `${mine}/:id/replies`): 409 once closed; reopens a resolved one. */
export const memberReplyRequest = z.object({ message: messageText });
export type MemberReplyRequest = z.input<typeof memberReplyRequest>;

/** The office answers (POST `${admin}/:id/replies`): `internal` is a note the member never sees. */
export const staffReplyRequest = z.object({
  message: messageText,
  internal: z.boolean().default(false),
});
export type StaffReplyRequest = z.input<typeof staffReplyRequest>;

/** The member rates the answer once, when resolved or closed (PUT `${mine}/:id/rating`; twice: 409). */
export const rateFeedbackRequest = z.object({
  rating: feedbackRatingSchema,
  comment: z.string().trim().max(1000, { message: 'validation.textLong' }).default(''),
});
export type RateFeedbackRequest = z.input<typeof rateFeedbackRequest>;

/** Assigns to an active staff user or nobody (PUT `${admin}/:id/assignee`), on the version seen. */
export const assignFeedbackRequest = z.object({
  assigneeId: idSchema.nullable(),
  version: z.number().int().min(0),
});
export type AssignFeedbackRequest = z.input<typeof assignFeedbackRequest>;

/**
 * A status step (PUT `${admin}/:id/status`), on the version seen: open or in progress ->
 * resolved; resolved -> closed or back to in progress; closed is final (409). A reason is kept
 * in the history.
 */
export const feedbackStatusRequest = z.object({
  status: z.enum(['in_progress', 'resolved', 'closed'], { message: 'validation.oneOf' }),
  version: z.number().int().min(0),
  reason: z.string().trim().max(500, { message: 'validation.textLong' }).default(''),
});
export type FeedbackStatusRequest = z.input<typeof feedbackStatusRequest>;

/** One message of the conversation (a note, `internal`, only in the staff's read). */
export const feedbackMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(FEEDBACK_AUTHOR_KINDS),
  /** The member's or the staff user's name. */
  authorName: z.string(),
  internal: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type FeedbackMessage = z.infer<typeof feedbackMessageSchema>;

/** One status step: to what, who moved it (a name; '' for the portal), when, why. */
export const feedbackStepSchema = z.object({
  status: feedbackStatusSchema,
  by: z.string(),
  at: z.string(),
  reason: z.string(),
});
export type FeedbackStep = z.infer<typeof feedbackStepSchema>;

/** A feedback as a list shows it (the member's and the office's). Times are ISO instants. */
export const feedbackSummarySchema = z.object({
  id: z.number().int(),
  category: feedbackCategorySchema,
  link: feedbackLinkSchema.nullable(),
  /** What the link names ("FNB/2026-27/000123 · 2026-11-02"); '' without a link. */
  linkLabel: z.string(),
  subject: z.string(),
  rating: z.number().int(),
  status: feedbackStatusSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Due by the category's targets counted in the office's hours. */
  firstReplyDueAt: z.string(),
  resolutionDueAt: z.string(),
  firstReplyAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** The first reply is late (due passed, none yet) or the resolution is (due passed, still open or in progress). */
  overdue: z.boolean(),
  hasPhoto: z.boolean(),
  answerRating: z.number().int().nullable(),
  memberId: z.number().int(),
  memberCode: z.string(),
  memberName: z.string(),
  /** The staff user it is assigned to (null: nobody). The member's answers leave it null. */
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

/** One feedback with its conversation and history (GET `${mine}/:id`, `${admin}/:id`). */
export const feedbackDetailSchema = feedbackSummarySchema.extend({
  /** Working minutes to the first reply and to the resolution (office hours only). */
  firstReplyMinutes: z.number().int().nullable(),
  resolutionMinutes: z.number().int().nullable(),
  closedAt: z.string().nullable(),
  answerComment: z.string(),
  answerRatedAt: z.string().nullable(),
  /** The photo's address (only the member and staff may read it); null without one. */
  photoUrl: z.string().nullable(),
  messages: z.array(feedbackMessageSchema),
  history: z.array(feedbackStepSchema),
});
export type FeedbackDetail = z.infer<typeof feedbackDetailSchema>;

/** The member's own list (GET FEEDBACK_API.mine), newest first. */
export const myFeedbackQuery = z.object({
  status: feedbackStatusSchema.optional(),
  pageIndex: z.coerce.number().int().min(0).max(MAX_PAGE_INDEX).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MyFeedbackQuery = z.input<typeof myFeedbackQuery>;

export const feedbackPageSchema = pagedResponse(feedbackSummarySchema);
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

export const FEEDBACK_SORTS = [
  'createdAt',
  'updatedAt',
  'firstReplyDueAt',
  'resolutionDueAt',
  'status',
  'category',
] as const;

/** The office's list (GET FEEDBACK_API.admin). `term` (listQuery) matches the member's code or name. */
export const staffFeedbackQuery = listQuery.extend({
  status: feedbackStatusSchema.optional(),
  category: feedbackCategorySchema.optional(),
  /** Created on or after / on or before these club dates. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** A staff user's id, 'none' (nobody) or 'me' (the reader). */
  assignee: z
    .string()
    .regex(/^(none|me|[1-9][0-9]{0,9})$/, { message: 'validation.oneOf' })
    .refine((v) => !/^[0-9]+$/.test(v) || Number(v) <= MAX_ID, { message: 'validation.oneOf' })
    .optional(),
  /** 'true': only the overdue ones. */
  overdue: z
    .enum(['true', 'false'], { message: 'validation.oneOf' })
    .optional()
    .transform((v) => v === 'true'),
  sortBy: z.enum(FEEDBACK_SORTS, { message: 'validation.oneOf' }).default('createdAt'),
  sortDir: z.enum(['asc', 'desc']).default('desc'),
});
export type StaffFeedbackQuery = z.input<typeof staffFeedbackQuery>;

/** One thing a member may link feedback to (GET FEEDBACK_API.linkable), newest first. */
export const feedbackLinkableSchema = z.object({
  kind: feedbackLinkKindSchema,
  id: z.number().int(),
  /** The order's invoice number, the stay's or booking's number and what it was. */
  label: z.string(),
  /** The club date it is about (the order's day, the check-in, the function's or event's day). */
  date: z.string(),
});
export type FeedbackLinkable = z.infer<typeof feedbackLinkableSchema>;
export const feedbackLinkableResponse = z.object({ items: z.array(feedbackLinkableSchema) });
export type FeedbackLinkableResponse = z.infer<typeof feedbackLinkableResponse>;

/** A category's response targets, in working (office) hours. */
export const feedbackTargetSchema = z.object({
  category: feedbackCategorySchema,
  firstReplyHours: z.coerce
    .number({ message: 'validation.number' })
    .int({ message: 'validation.number' })
    .min(1, { message: 'validation.number' })
    .max(1000, { message: 'validation.number' }),
  resolutionHours: z.coerce
    .number({ message: 'validation.number' })
    .int({ message: 'validation.number' })
    .min(1, { message: 'validation.number' })
    .max(5000, { message: 'validation.number' }),
});
export type FeedbackTarget = z.infer<typeof feedbackTargetSchema>;
export const feedbackTargetsResponse = z.object({ items: z.array(feedbackTargetSchema) });
export type FeedbackTargetsResponse = z.infer<typeof feedbackTargetsResponse>;
/** PUT FEEDBACK_API.targets: the categories named change (a new feedback's due times follow). */
export const updateFeedbackTargetsRequest = z.object({
  items: z.array(feedbackTargetSchema).min(1, { message: 'validation.required' }).max(8),
});
export type UpdateFeedbackTargetsRequest = z.input<typeof updateFeedbackTargetsRequest>;

/** The figures' period (GET FEEDBACK_API.figures): months from..to ('YYYY-MM'), club time. */
export const feedbackFiguresQuery = z.object({ from: isoMonthSchema, to: isoMonthSchema });
export type FeedbackFiguresQuery = z.input<typeof feedbackFiguresQuery>;
export const feedbackFigureSchema = z.object({
  month: z.string(),
  category: feedbackCategorySchema,
  count: z.number().int(),
  /** Medians in working minutes; null when none was answered / resolved. */
  medianFirstReplyMinutes: z.number().nullable(),
  medianResolutionMinutes: z.number().nullable(),
  /** The answers' average rating (1..5), null when none was rated. */
  averageAnswerRating: z.number().nullable(),
  overdue: z.number().int(),
});
export type FeedbackFigure = z.infer<typeof feedbackFigureSchema>;
export const feedbackFiguresResponse = z.object({ items: z.array(feedbackFigureSchema) });
export type FeedbackFiguresResponse = z.infer<typeof feedbackFiguresResponse>;

/** A staff user a feedback may be assigned to (GET FEEDBACK_API.assignees): the active ones, by name. */
export const feedbackAssigneeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type FeedbackAssignee = z.infer<typeof feedbackAssigneeSchema>;
export const feedbackAssigneesResponse = z.object({ items: z.array(feedbackAssigneeSchema) });
export type FeedbackAssigneesResponse = z.infer<typeof feedbackAssigneesResponse>;
