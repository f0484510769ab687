import type { ClubEvent } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { eventById } from './event-store.ts';

/** One event as the staff see it (404 when there is none). */
export async function getEvent(
  ctx: AppContext,
  _actor: Actor,
  input: { id: number },
): Promise<ClubEvent> {
  return eventById(ctx, input.id);
}
