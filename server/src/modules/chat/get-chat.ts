import type { Chat } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { readChat } from './view.ts';

/** One chat, for the office (404 when there is none). */
export async function getChat(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<Chat> {
  return readChat(ctx.db, input.id, true);
}
