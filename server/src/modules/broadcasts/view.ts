import { eq, sql } from 'drizzle-orm';
import {
  BROADCASTS_API,
  type BroadcastAudience,
  type BroadcastDetail,
  type BroadcastSummary,
  type DeliveryCounts,
} from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { broadcastDeliveries, broadcasts, staffUsers } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { BroadcastRow } from './writes.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A broadcast row as the list shows it (with its author's name). */
export function toSummary(b: BroadcastRow, createdByName: string): BroadcastSummary {
  return {
    id: b.id,
    title: b.title,
    template: b.template,
    audience: b.audience as BroadcastAudience,
    channels: b.channels,
    status: b.status,
    version: b.version,
    sendAt: iso(b.sendAt),
    createdAt: b.createdAt.toISOString(),
    createdByName,
    recipientCount: b.recipientCount,
    startedAt: iso(b.startedAt),
    finishedAt: iso(b.finishedAt),
    cancelledAt: iso(b.cancelledAt),
  };
}

const zero = (): DeliveryCounts => ({ queued: 0, sending: 0, sent: 0, failed: 0 });

/** The counts of a broadcast's deliveries by status and channel, and how many were read. */
async function deliveryCounts(db: DbOrTx, id: number): Promise<BroadcastDetail['counts']> {
  const rows = await db
    .select({
      channel: broadcastDeliveries.channel,
      status: broadcastDeliveries.status,
      n: sql<number>`count(*)::int`,
    })
    .from(broadcastDeliveries)
    .where(eq(broadcastDeliveries.broadcastId, id))
    .groupBy(broadcastDeliveries.channel, broadcastDeliveries.status);
  const read = await db.execute(
    sql`select count(*)::int as n from notifications where broadcast_id = ${id} and read_at is not null`,
  );
  const counts = { ...zero(), read: 0, byChannel: { in_app: zero(), email: zero() } };
  for (const r of rows) {
    counts[r.status] += Number(r.n);
    counts.byChannel[r.channel][r.status] += Number(r.n);
  }
  counts.read = Number((read.rows[0] as { n: number }).n);
  return counts;
}

/** One broadcast with its body, attachments' addresses and delivery counts; 404 when none. */
export async function readBroadcastDetail(db: DbOrTx, id: number): Promise<BroadcastDetail> {
  const [row] = await db
    .select({ b: broadcasts, by: staffUsers.name })
    .from(broadcasts)
    .leftJoin(staffUsers, eq(staffUsers.id, broadcasts.createdBy))
    .where(eq(broadcasts.id, id));
  if (!row) throw notFound('No such broadcast.');
  const { b } = row;
  const base = `${BROADCASTS_API.admin}/${b.id}`;
  return {
    ...toSummary(b, row.by ?? ''),
    bodyHtml: b.bodyHtml,
    imageUrl: b.imageKey ? `${base}/image` : null,
    fileUrl: b.fileKey ? `${base}/file` : null,
    fileName: b.fileName,
    counts: await deliveryCounts(db, b.id),
  };
}
