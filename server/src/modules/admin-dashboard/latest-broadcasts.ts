import { desc, eq, ne, sql } from 'drizzle-orm';
import { ADMIN_DASHBOARD_BROADCASTS } from '@club/contracts';
import type { AdminDashboard } from '@club/contracts';
import type { Db } from '../../db/client.ts';
import { broadcastDeliveries, broadcasts } from '../../db/schema/index.ts';

/** How many of a broadcast's deliveries (joined) are in one status. */
const deliveries = (status: 'sent' | 'failed') =>
  sql<number>`(count(${broadcastDeliveries.id}) filter (where ${broadcastDeliveries.status} = ${status}))::int`;

/**
 * The admin dashboard's latest broadcasts: the last ADMIN_DASHBOARD_BROADCASTS that are not
 * drafts, newest first (by when they were sent or are to be sent, else written), each with its
 * deliveries sent and failed so far. One query.
 */
export async function latestBroadcasts(db: Db): Promise<AdminDashboard['latestBroadcasts']> {
  const at = sql<Date>`coalesce(${broadcasts.startedAt}, ${broadcasts.sendAt}, ${broadcasts.createdAt})`;
  const rows = await db
    .select({
      id: broadcasts.id,
      title: broadcasts.title,
      status: broadcasts.status,
      at: sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      sent: deliveries('sent'),
      failed: deliveries('failed'),
    })
    .from(broadcasts)
    .leftJoin(broadcastDeliveries, eq(broadcastDeliveries.broadcastId, broadcasts.id))
    .where(ne(broadcasts.status, 'draft'))
    .groupBy(broadcasts.id)
    .orderBy(desc(at), desc(broadcasts.id))
    .limit(ADMIN_DASHBOARD_BROADCASTS);
  return rows.map((r) => ({ ...r, sent: Number(r.sent), failed: Number(r.failed) }));
}
