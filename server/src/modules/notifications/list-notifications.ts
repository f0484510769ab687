import { desc, sql } from 'drizzle-orm';
import { toPaged, type notificationListQuery, type NotificationPage } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { notifications } from '../../db/schema/index.ts';
import { unreadCount } from './notify.ts';
import { ownedBy, recipientOf, type BellOf } from './recipient.ts';
import { toNotification } from './view.ts';

export type ListInput = z.output<typeof notificationListQuery> & { bell: BellOf };

/** A page of the actor's own bell: unread first, then newest first; with the unread count. */
export async function listNotifications(
  ctx: AppContext,
  actor: Actor,
  input: ListInput,
): Promise<NotificationPage> {
  const to = recipientOf(actor, input.bell);
  const where = ownedBy(to);
  const [rows, [count], unread] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(sql`${notifications.readAt} is null desc`, desc(notifications.id))
      .limit(input.pageSize)
      .offset(input.pageIndex * input.pageSize),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(where),
    unreadCount(ctx.db, to),
  ]);
  return { ...toPaged(rows.map(toNotification), count?.n ?? 0, input), unread };
}
