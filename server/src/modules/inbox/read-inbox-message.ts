import { and, eq, sql } from 'drizzle-orm';
import type { InboxMessage } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { inboxStates, notifications } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { sendersOf } from './member-names.ts';
import { MESSAGE_COLUMNS, messagesOf, parseId, toItem, type MessageRow } from './messages.ts';

/**
 * One of the member's messages, opened, which marks it read (and a broadcast's bell
 * notification too); a message that is not the member's: 404. A broadcast shows its HTML
 * (cleaned before it was stored); a mail and a feedback message show their plain text only.
 */
export async function readInboxMessage(
  ctx: AppContext,
  actor: Actor,
  input: { id: string },
): Promise<InboxMessage> {
  const memberId = memberScope(actor);
  const { source, refId } = parseId(input.id);
  const res = await ctx.db.execute(
    sql`select ${MESSAGE_COLUMNS} from ${messagesOf(memberId)}
      where m.source = ${source} and m.ref_id = ${refId}`,
  );
  const row = res.rows[0] as unknown as MessageRow | undefined;
  if (!row) throw notFound('No such message.');
  const now = ctx.clock.now();
  if (row.read_at === null && row.home !== 'sent') {
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(inboxStates)
        .values({ memberId, source, refId, readAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [inboxStates.memberId, inboxStates.source, inboxStates.refId],
          set: { readAt: sql`coalesce(${inboxStates.readAt}, ${now.toISOString()}::timestamptz)` },
        });
      if (source === 'broadcast') {
        await tx
          .update(notifications)
          .set({ readAt: now })
          .where(
            and(
              eq(notifications.broadcastId, refId),
              eq(notifications.memberId, memberId),
              sql`${notifications.readAt} is null`,
            ),
          );
      }
    });
    row.read_at = now;
  }
  const names = await sendersOf(ctx.db, memberId);
  return {
    ...toItem(row, names.club, names.member),
    bodyHtml: source === 'broadcast' ? row.body : null,
    text: source === 'broadcast' ? null : row.body,
    ownerId: row.link_id,
  };
}
