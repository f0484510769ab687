import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import {
  FEEDBACK_API,
  toPaged,
  type FeedbackDetail,
  type FeedbackLinkKind,
  type FeedbackSummary,
  type Paged,
} from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { feedback, feedbackMessages, feedbackSteps, members } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { namesOf, type Names } from '../bookings/index.ts';
import { linkLabels } from './links.ts';
import { officeClock } from './targets.ts';

/* Feedback rows -> the contract's summaries and details, for the member (no notes) or the office. */

export type FeedbackRow = typeof feedback.$inferSelect;
/** A row read with its `overdue` flag, computed by the database at the reader's moment. */
export interface ReadRow {
  f: FeedbackRow;
  overdue: boolean;
}

/**
 * Late at `now`: the first reply due and none yet, or the resolution due while it is still
 * open or in progress.
 */
export const overdueAt = (now: Date): SQL<boolean> =>
  sql<boolean>`((${feedback.firstReplyAt} is null and ${feedback.firstReplyDueAt} < ${now}) or (${feedback.status} in ('open', 'in_progress') and ${feedback.resolutionDueAt} < ${now}))`;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function summaryOf(r: ReadRow, names: Names, labels: Map<string, string>, office: boolean) {
  const f = r.f;
  const link =
    f.linkKind && f.linkId ? { kind: f.linkKind as FeedbackLinkKind, id: f.linkId } : null;
  return {
    id: f.id,
    category: f.category,
    link,
    linkLabel: link ? (labels.get(`${link.kind}:${link.id}`) ?? '') : '',
    subject: f.subject,
    rating: f.rating,
    status: f.status,
    version: f.version,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
    firstReplyDueAt: f.firstReplyDueAt.toISOString(),
    resolutionDueAt: f.resolutionDueAt.toISOString(),
    firstReplyAt: iso(f.firstReplyAt),
    resolvedAt: iso(f.resolvedAt),
    overdue: Boolean(r.overdue),
    hasPhoto: f.photoKey !== null,
    answerRating: f.answerRating,
    memberId: f.memberId,
    memberCode: names.code(f.memberId),
    memberName: names.member(f.memberId),
    assigneeId: office ? f.assignedTo : null,
    assigneeName: office ? names.staff(f.assignedTo) : '',
  } satisfies FeedbackSummary;
}

/** Summaries of rows, with their members', assignees' and links' names read once for them all. */
export async function toSummaries(
  db: DbOrTx,
  rows: ReadRow[],
  office: boolean,
  more: { members?: (number | null)[]; staff?: (number | null)[] } = {},
): Promise<{ items: FeedbackSummary[]; names: Names }> {
  const links = rows.flatMap(({ f }) =>
    f.linkKind && f.linkId ? [{ kind: f.linkKind as FeedbackLinkKind, id: f.linkId }] : [],
  );
  const { timeZone } = await officeClock(db);
  const [names, labels] = await Promise.all([
    namesOf(
      db,
      [...rows.map((r) => r.f.memberId), ...(more.members ?? [])],
      [...rows.map((r) => r.f.assignedTo), ...(more.staff ?? [])],
    ),
    links.length ? linkLabels(db, links, timeZone) : Promise.resolve(new Map<string, string>()),
  ]);
  return { items: rows.map((r) => summaryOf(r, names, labels, office)), names };
}

/** One page of feedback (newest first unless `orderBy` says otherwise), as the contract's page. */
export async function readFeedbackPage(
  db: DbOrTx,
  q: { pageIndex: number; pageSize: number },
  where: SQL | undefined,
  orderBy: SQL[],
  now: Date,
  office: boolean,
): Promise<Paged<FeedbackSummary>> {
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    db
      .select({ f: feedback, overdue: overdueAt(now) })
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .where(where)
      .orderBy(...orderBy)
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    db
      .select({ n: count() })
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .where(where),
  ]);
  return toPaged((await toSummaries(db, rows, office)).items, Number(n), q);
}

/**
 * One feedback with its conversation (the office's notes only for the office) and history;
 * 404 when there is none, or it is not `memberId`'s.
 */
export async function readFeedbackDetail(
  db: DbOrTx,
  id: number,
  now: Date,
  reader: { memberId: number } | { office: true },
): Promise<FeedbackDetail> {
  const office = 'office' in reader;
  const [row] = await db
    .select({ f: feedback, overdue: overdueAt(now) })
    .from(feedback)
    .where(and(eq(feedback.id, id), office ? undefined : eq(feedback.memberId, reader.memberId)));
  if (!row) throw notFound('No such feedback.');
  const [messages, steps] = await Promise.all([
    db
      .select()
      .from(feedbackMessages)
      .where(
        and(
          eq(feedbackMessages.feedbackId, id),
          office ? undefined : eq(feedbackMessages.internal, false),
        ),
      )
      .orderBy(asc(feedbackMessages.id)),
    db
      .select()
      .from(feedbackSteps)
      .where(eq(feedbackSteps.feedbackId, id))
      .orderBy(asc(feedbackSteps.id)),
  ]);
  const {
    items: [summary],
    names,
  } = await toSummaries(db, [row], office, {
    members: [...messages.map((m) => m.authorMember), ...steps.map((s) => s.byMember)],
    staff: [...messages.map((m) => m.authorStaff), ...steps.map((s) => s.byStaff)],
  });
  const f = row.f;
  return {
    ...summary!,
    firstReplyMinutes: f.firstReplyMinutes,
    resolutionMinutes: f.resolutionMinutes,
    closedAt: iso(f.closedAt),
    answerComment: f.answerComment,
    answerRatedAt: iso(f.answerRatedAt),
    photoUrl: f.photoKey ? `${office ? FEEDBACK_API.admin : FEEDBACK_API.mine}/${id}/photo` : null,
    messages: messages.map((m) => ({
      id: m.id,
      author: m.authorStaff !== null ? ('staff' as const) : ('member' as const),
      authorName: names.by(m.authorStaff, m.authorMember),
      internal: m.internal,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
    history: steps.map((s) => ({
      status: s.status,
      by: s.byStaff || s.byMember ? names.by(s.byStaff, s.byMember) : '',
      at: s.at.toISOString(),
      reason: s.reason,
    })),
  };
}
