import { and, eq, sql } from 'drizzle-orm';
import type { NotificationsReadResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { notifications } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { unreadCount } from './notify.ts';
import { ownedBy, recipientOf, type BellOf } from './recipient.ts';

/**
 * Marks one of the actor's own notifications read (again: nothing changes); another's, or
 * none: 404. Answers the unread count after it.
 */
export async function markRead(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; bell: BellOf },
): Promise<NotificationsReadResponse> {
  const to = recipientOf(actor, input.bell);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, input.id), ownedBy(to)))
    .returning({ id: notifications.id });
  if (!row) throw notFound('No such notification.');
  return { unread: await unreadCount(ctx.db, to) };
}
