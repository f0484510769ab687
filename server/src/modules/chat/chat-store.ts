import { and, eq, sql } from 'drizzle-orm';
import { memberScope, type Actor } from '../../actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { chats } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { publish } from '../../live/events.ts';
import { CHAT_TOPIC } from './topics.ts';

export type ChatRow = typeof chats.$inferSelect;

/** Which side acts: the member (their own chat only) or the office (any chat). */
export interface Side {
  office: boolean;
}

/** The member's chat, made on first use (two first uses at once make one: the unique member). */
export async function ensureChat(db: DbOrTx, memberId: number): Promise<ChatRow> {
  await db.insert(chats).values({ memberId }).onConflictDoNothing();
  const [row] = await db.select().from(chats).where(eq(chats.memberId, memberId));
  return row!;
}

/**
 * The chat `id` locked for a change: any chat for the office, the member's own for a member
 * (another member's id: 404, the same as a missing one).
 */
export async function lockChat(tx: DbOrTx, actor: Actor, id: number, side: Side): Promise<ChatRow> {
  const [row] = await tx
    .select()
    .from(chats)
    .where(and(eq(chats.id, id), side.office ? undefined : eq(chats.memberId, memberScope(actor))))
    .for('update');
  if (!row) throw notFound('No such chat.');
  return row;
}

/** Tells both sides' open screens that the chat changed (at the commit). */
export function chatChanged(tx: DbOrTx, chat: Pick<ChatRow, 'id' | 'memberId'>): Promise<void> {
  return publish(tx, CHAT_TOPIC, { chatId: chat.id, memberId: chat.memberId });
}

/** Whether the member has a live stream of their chat open (on any server process). */
export async function memberOnline(tx: DbOrTx, memberId: number, now: Date): Promise<boolean> {
  const res = await tx.execute(
    sql`select 1 from chat_watchers where member_id = ${memberId} and until > ${now.toISOString()}::timestamptz limit 1`,
  );
  return res.rows.length > 0;
}
