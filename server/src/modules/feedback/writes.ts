import { and, eq } from 'drizzle-orm';
import type { FeedbackStatus } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { Tx } from '../../db/client.ts';
import { feedback, feedbackMessages, feedbackSteps } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { FeedbackRow } from './view.ts';

/* What the feedback's changes share: the row lock, the refusal, a message, a status step. */

export const feedbackChanged = () =>
  conflict(
    'This feedback was changed by someone else (or is no longer in a state for this). Reload it and try again.',
    'feedback_changed',
  );

/** Locks a feedback's row (`for update`); 404 when there is none, or it is not `memberId`'s. */
export async function lockFeedback(tx: Tx, id: number, memberId?: number): Promise<FeedbackRow> {
  const [row] = await tx
    .select()
    .from(feedback)
    .where(
      and(
        eq(feedback.id, id),
        memberId === undefined ? undefined : eq(feedback.memberId, memberId),
      ),
    )
    .for('update');
  if (!row) throw notFound('No such feedback.');
  return row;
}

/**
 * Updates a feedback on the version it had (`row.version`), moving the version on: refused
 * with 409 `feedback_changed` when someone changed it since (two staff racing: the second).
 */
export async function updateOnVersion(
  tx: Tx,
  row: FeedbackRow,
  set: Partial<FeedbackRow>,
  at: Date,
): Promise<FeedbackRow> {
  const [after] = await tx
    .update(feedback)
    .set({ ...set, version: row.version + 1, updatedAt: at })
    .where(and(eq(feedback.id, row.id), eq(feedback.version, row.version)))
    .returning();
  if (!after) throw feedbackChanged();
  return after;
}

/** Who wrote or moved it: the signed-in member (or the one an admin acts for), or the staff user. */
export function authorOf(actor: Actor) {
  return actor.staffId !== null && actor.actingForMemberId === null
    ? { member: null, staff: actor.staffId }
    : { member: actor.actingForMemberId ?? actor.memberId, staff: null };
}

/** Adds a message to the conversation; answers its id. */
export async function addMessage(
  tx: Tx,
  feedbackId: number,
  actor: Actor,
  body: string,
  internal: boolean,
  at: Date,
): Promise<number> {
  const by = authorOf(actor);
  const [m] = await tx
    .insert(feedbackMessages)
    .values({
      feedbackId,
      authorMember: by.member,
      authorStaff: by.staff,
      internal,
      body,
      createdAt: at,
    })
    .returning({ id: feedbackMessages.id });
  return m!.id;
}

/** Records a status step in the history (who, when, why). */
export async function addStep(
  tx: Tx,
  feedbackId: number,
  status: FeedbackStatus,
  actor: Actor,
  at: Date,
  reason = '',
): Promise<void> {
  const by = authorOf(actor);
  await tx
    .insert(feedbackSteps)
    .values({ feedbackId, status, byMember: by.member, byStaff: by.staff, reason, at });
}
