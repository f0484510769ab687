import { staffOf } from '../../../actor.ts';
import type { EventBooking } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { takeBookingStep } from './booking-steps.ts';

/** Replies to a booking's table request (the member sees it and is mailed). */
export async function replyToTableRequest(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; version: number; reply: string },
): Promise<EventBooking> {
  const staffId = staffOf(actor);
  return takeBookingStep(ctx, actor, {
    id: input.id,
    version: input.version,
    from: ['booked', 'confirmed'],
    set: (_b, now) => ({ tableReply: input.reply, tableRepliedAt: now, tableRepliedBy: staffId }),
    audit: 'events.booking.table_reply',
    news: 'table_replied',
  });
}
