import { and, isNull } from 'drizzle-orm';
import type { NotificationsReadResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { notifications } from '../../db/schema/index.ts';
import { recipientOf, ownedBy, type BellOf } from './recipient.ts';

/** Marks every unread notification of the actor's own bell read. */
export async function markAllRead(
  ctx: AppContext,
  actor: Actor,
  input: { bell: BellOf },
): Promise<NotificationsReadResponse> {
  const to = recipientOf(actor, input.bell);
  await ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(and(ownedBy(to), isNull(notifications.readAt)));
  return { unread: 0 };
}
