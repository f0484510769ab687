import type { createFeedbackRequest, FeedbackDetail } from '@club/contracts';
import type { z } from 'zod';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { feedback } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { requireOwnLink } from './links.ts';
import { dueTimes, officeClock } from './targets.ts';
import { readFeedbackDetail } from './view.ts';
import { addMessage, addStep } from './writes.ts';

/**
 * A member writes to the club: the feedback (open), its first message and its first step, its
 * due times from the category's targets counted in the office's hours. A link must be to one
 * of the member's own orders, stays, hall or event bookings (else 400 naming `link`).
 */
export async function createFeedback(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof createFeedbackRequest>,
): Promise<FeedbackDetail> {
  const memberId = memberScope(actor);
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const clock = await officeClock(tx);
    if (input.link) await requireOwnLink(tx, memberId, input.link, clock.timeZone);
    const due = await dueTimes(tx, clock, input.category, now);
    const [row] = await tx
      .insert(feedback)
      .values({
        memberId,
        category: input.category,
        linkKind: input.link?.kind ?? null,
        linkId: input.link?.id ?? null,
        subject: input.subject,
        rating: input.rating,
        status: 'open',
        createdAt: now,
        updatedAt: now,
        ...due,
      })
      .returning();
    await addMessage(tx, row!.id, actor, input.message, false, now);
    await addStep(tx, row!.id, 'open', actor, now);
    await writeAudit(tx, actor, {
      action: 'feedback.create',
      entity: 'feedback',
      entityId: row!.id,
      after: {
        category: input.category,
        link: input.link ? `${input.link.kind} ${input.link.id}` : null,
        subject: input.subject,
        rating: input.rating,
      },
    });
    return row!.id;
  });
  return readFeedbackDetail(ctx.db, id, now, { memberId });
}
