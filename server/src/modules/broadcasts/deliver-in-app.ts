import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { broadcastDeliveries as d, broadcasts } from '../../db/schema/index.ts';
import { insertNotifications } from '../notifications/index.ts';

/**
 * Where a broadcast's notification and mail lead: the page where its recipient reads it (the web
 * app's `PATHS.memberBroadcast` and `PATHS.staffBroadcast`).
 */
export const broadcastLink = (to: { memberId: number | null }, broadcastId: number): string =>
  to.memberId !== null ? `/member/messages/${broadcastId}` : `/admin/messages/${broadcastId}`;

/**
 * Delivers up to `batch` queued in-app deliveries in one transaction: claimed with `for update
 * skip locked` (another process takes other rows), their notifications written in one
 * statement (once per recipient and broadcast; each new one told to its recipient at the
 * commit) and the rows marked sent in another, together: exactly once. Answers how many.
 */
export async function deliverInAppBatch(db: Db, batch: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: d.id,
        broadcastId: d.broadcastId,
        memberId: d.memberId,
        staffId: d.staffId,
      })
      .from(d)
      .where(and(eq(d.status, 'queued'), eq(d.channel, 'in_app'), lte(d.availableAt, sql`now()`)))
      .orderBy(asc(d.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    const ids = [...new Set(rows.map((r) => r.broadcastId))];
    const titles = new Map(
      (
        await tx
          .select({ id: broadcasts.id, title: broadcasts.title })
          .from(broadcasts)
          .where(inArray(broadcasts.id, ids))
      ).map((b) => [b.id, b.title]),
    );
    await insertNotifications(
      tx,
      rows.map((r) => ({
        to: r.memberId !== null ? { memberId: r.memberId } : { staffId: r.staffId! },
        n: {
          kind: 'broadcast' as const,
          ref: `broadcast:${r.broadcastId}`,
          title: titles.get(r.broadcastId) ?? '',
          link: broadcastLink(r, r.broadcastId),
          broadcastId: r.broadcastId,
        },
      })),
    );
    await tx
      .update(d)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        attempts: sql`${d.attempts} + 1`,
        lastError: null,
      })
      .where(
        inArray(
          d.id,
          rows.map((r) => r.id),
        ),
      );
    return rows.length;
  });
}
