import type { ProfileRequest, rejectProfileRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { decideRequest } from './decide-request.ts';

/** The office rejects a pending request with a reason the member reads; the record stays. */
export async function rejectRequest(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof rejectProfileRequest> & { id: number },
): Promise<ProfileRequest> {
  return decideRequest(ctx, actor, input.id, 'Rejected', input.reason, async () => {});
}
