import type { Chat } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { ensureChat } from './chat-store.ts';
import { readChat } from './view.ts';

/** The member's chat with the office (made on first use), with its latest messages. */
export async function getMyChat(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<Chat> {
  const chat = await ensureChat(ctx.db, memberScope(actor));
  return readChat(ctx.db, chat.id, false);
}
