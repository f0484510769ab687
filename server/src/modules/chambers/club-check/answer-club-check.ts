import type { ClubCheckView, clubCheckAnswerRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { readClubToken, settleClubCheck } from './club-check-store.ts';
import { getClubCheck } from './get-club-check.ts';

/**
 * The affiliated club answers from its page (a POST with the link's token): verify, or
 * decline with an optional reason. The token decides which; the answer counts once (409 for
 * the second, also for two at once); tampered 400, expired 410.
 */
export async function answerClubCheck(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof clubCheckAnswerRequest>,
): Promise<ClubCheckView> {
  const link = readClubToken(ctx, input.token);
  await settleClubCheck(ctx, actor, {
    id: link.bookingId,
    answer: link.action === 'verify' ? 'verified' : 'declined',
    reason: link.action === 'decline' ? input.reason : '',
    via: 'link',
  });
  return getClubCheck(ctx, actor, { token: input.token });
}
