import { sql } from 'drizzle-orm';
import type { InboxStateRequest, InboxStateResponse } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { inboxStates } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { messagesOf, parseId } from './messages.ts';

/**
 * Changes the member's state of one or several of their messages (star, important, read, tags,
 * a move to spam or trash, or back to the inbox: where the message came from). Every id must be
 * one of the member's messages, else 404 and nothing changes.
 */
export async function updateInboxState(
  ctx: AppContext,
  actor: Actor,
  input: InboxStateRequest,
): Promise<InboxStateResponse> {
  const memberId = memberScope(actor);
  const ids = [...new Set(input.ids)].map(parseId);
  const keys = sql.join(
    ids.map((k) => sql`(${k.source}, ${k.refId}::int)`),
    sql`, `,
  );
  const found = await ctx.db.execute(
    sql`select count(*)::int as n from ${messagesOf(memberId)} where (m.source, m.ref_id) in (${keys})`,
  );
  if (Number((found.rows[0] as { n: number }).n) !== ids.length) {
    throw notFound('No such message.');
  }
  const now = ctx.clock.now();
  const set = {
    ...(input.starred !== undefined && { starred: input.starred }),
    ...(input.important !== undefined && { important: input.important }),
    ...(input.tags !== undefined && { tags: [...new Set(input.tags)] }),
    ...(input.folder !== undefined && {
      movedTo: input.folder === 'inbox' ? null : input.folder,
    }),
    ...(input.read !== undefined && { readAt: input.read ? now : null }),
    updatedAt: now,
  };
  await ctx.db.transaction(async (tx) => {
    for (const k of ids) {
      await tx
        .insert(inboxStates)
        .values({ memberId, source: k.source, refId: k.refId, ...set })
        .onConflictDoUpdate({
          target: [inboxStates.memberId, inboxStates.source, inboxStates.refId],
          set,
        });
    }
  });
  return { updated: ids.length };
}
