import type { Room } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { roomById } from './room-store.ts';

/** One room, as the admin edits it. */
export async function getRoom(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<Room> {
  return roomById(ctx, input.id);
}
