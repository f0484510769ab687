import { and, eq, sql } from 'drizzle-orm';
import type { ReceivedBroadcast } from '@club/contracts';
import { memberScope, staffOf, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { broadcastDeliveries as d, broadcasts, notifications } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** Who reads: the member (the signed-in one, or the one an admin acts for) or the staff user. */
export type ReaderOf = 'member' | 'staff';

type Reader = { memberId: number } | { staffId: number };

export function readerOf(actor: Actor, of: ReaderOf): Reader {
  return of === 'member' ? { memberId: memberScope(actor) } : { staffId: staffOf(actor) };
}

/** The broadcast row, only when a delivery of it (any channel) was written for the reader; else 404. */
export async function findReceived(ctx: AppContext, reader: Reader, id: number) {
  const mine =
    'memberId' in reader ? eq(d.memberId, reader.memberId) : eq(d.staffId, reader.staffId);
  const [row] = await ctx.db
    .select({ b: broadcasts })
    .from(broadcasts)
    .where(
      and(
        eq(broadcasts.id, id),
        sql`exists (select 1 from ${d} where ${d.broadcastId} = ${broadcasts.id} and ${mine})`,
      ),
    );
  if (!row) throw notFound('No such message.');
  return row.b;
}

/**
 * A broadcast as its recipient reads it (title, cleaned body, template, when it went out, whether
 * it has an image or a file); anyone it was not sent to: 404. Opening it marks the reader's
 * notification of it read.
 */
export async function readReceived(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; of: ReaderOf },
): Promise<ReceivedBroadcast> {
  const reader = readerOf(actor, input.of);
  const b = await findReceived(ctx, reader, input.id);
  const owner =
    'memberId' in reader
      ? eq(notifications.memberId, reader.memberId)
      : eq(notifications.staffId, reader.staffId);
  await ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(and(eq(notifications.broadcastId, b.id), owner, sql`${notifications.readAt} is null`));
  return {
    id: b.id,
    title: b.title,
    bodyHtml: b.bodyHtml,
    template: b.template,
    sentAt: (b.startedAt ?? b.sendAt)?.toISOString() ?? null,
    hasImage: b.imageKey !== null,
    hasFile: b.fileKey !== null,
    fileName: b.fileKey ? b.fileName : null,
  };
}
