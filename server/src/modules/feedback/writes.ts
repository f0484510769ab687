import type { FeedbackStatus } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { Tx } from '../../db/client.ts';
import { feedback, feedbackMessages, feedbackSteps } from '../../db/schema/index.ts';
import { lockOwnedRow, updateOnVersion as updateVersioned } from '../../db/versioned-rows.ts';
import { conflict } from '../../lib/errors.ts';
import type { FeedbackRow } from './view.ts';

/* What the feedback's changes share: the row lock, the refusal, a message, a status step. */

export const feedbackChanged = () =>
  conflict(
    'This feedback was changed by someone else (or is no longer in a state for this). Reload it and try again.',
    'feedback_changed',
  );

/** Locks a feedback's row (`for update`); 404 when there is none, or it is not `memberId`'s. */
export const lockFeedback = (tx: Tx, id: number, memberId?: number): Promise<FeedbackRow> =>
  lockOwnedRow<FeedbackRow>(tx, feedback, id, memberId, 'No such feedback.');

/**
 * Updates a feedback on the version it had (`row.version`), moving the version on: refused
 * with 409 `feedback_changed` when someone changed it since (two staff racing: the second).
 */
export const updateOnVersion = (
  tx: Tx,
  row: FeedbackRow,
  set: Partial<FeedbackRow>,
  at: Date,
): Promise<FeedbackRow> => updateVersioned(tx, feedback, row, set, at, feedbackChanged);

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
