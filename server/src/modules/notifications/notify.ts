import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { publish, publishMany } from '../../live/events.ts';

/** Who a notification is for: a member or a staff user. */
export type Recipient = { memberId: number } | { staffId: number };

export interface NewNotification {
  kind: NotificationKind;
  /** Keys the event: one notification per recipient and ref (e.g. `broadcast:12`, `order:55:ready`). */
  ref: string;
  /** A broadcast's own title; other kinds are titled by the web app from kind and params. */
  title?: string;
  params?: Record<string, string | number | null>;
  /** The app path it opens. */
  link?: string;
  broadcastId?: number;
}

/** The live event of a new notification: the bell reloads its count and list. */
export const NOTIFICATION_TOPIC = 'notifications.new';
declare module '../../live/events.ts' {
  interface LiveTopics {
    'notifications.new': { memberId: number | null; staffId: number | null; id: number };
  }
}

/**
 * Writes an in-app notification in the caller's transaction, once per recipient and ref (a
 * second call with the same ref changes nothing and answers null), and tells the recipient's
 * open bells at the commit (every server process, through the live events).
 */
export async function insertNotification(
  tx: DbOrTx,
  to: Recipient,
  n: NewNotification,
): Promise<number | null> {
  const memberId = 'memberId' in to ? to.memberId : null;
  const staffId = 'staffId' in to ? to.staffId : null;
  const rows = await tx
    .insert(notifications)
    .values({
      memberId,
      staffId,
      kind: n.kind,
      ref: n.ref,
      title: n.title ?? '',
      params: n.params ?? {},
      link: n.link ?? '',
      broadcastId: n.broadcastId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  const id = rows[0]?.id;
  if (id === undefined) return null;
  await publish(tx, NOTIFICATION_TOPIC, { memberId, staffId, id });
  return id;
}

/** How many unread notifications a recipient has (the bell's count). */
export function unreadCount(tx: DbOrTx, to: Recipient) {
  const who =
    'memberId' in to
      ? sql`${notifications.memberId} = ${to.memberId}`
      : sql`${notifications.staffId} = ${to.staffId}`;
  return tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(sql`${who} and ${notifications.readAt} is null`)
    .then((r) => r[0]?.n ?? 0);
}

/**
 * Writes many in-app notifications in one statement, in the caller's transaction: each once per
 * recipient and ref, as `insertNotification` does (the ones already there are left as they are),
 * and tells each recipient who got a new one at the commit. Answers the new rows.
 */
export async function insertNotifications(
  tx: DbOrTx,
  items: readonly { to: Recipient; n: NewNotification }[],
): Promise<{ id: number; memberId: number | null; staffId: number | null }[]> {
  if (items.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(
      items.map(({ to, n }) => ({
        memberId: 'memberId' in to ? to.memberId : null,
        staffId: 'staffId' in to ? to.staffId : null,
        kind: n.kind,
        ref: n.ref,
        title: n.title ?? '',
        params: n.params ?? {},
        link: n.link ?? '',
        broadcastId: n.broadcastId ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({
      id: notifications.id,
      memberId: notifications.memberId,
      staffId: notifications.staffId,
    });
  await publishMany(tx, NOTIFICATION_TOPIC, rows);
  return rows;
}
