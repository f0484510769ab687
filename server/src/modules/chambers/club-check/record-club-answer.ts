import { clubToday } from '../../settings/index.ts';
import { staffOf } from '../../../actor.ts';
import type { ChamberBooking, chamberClubAnswerRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { adminProofUrl, toBookings } from '../bookings/booking-view.ts';
import { settleClubCheck } from './club-check-store.ts';

/**
 * The office records the affiliated club's answer when it came by phone (or the club has no
 * email on file): the same once-only answer as the club's link, audited with the staff member.
 */
export async function recordClubAnswer(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof chamberClubAnswerRequest> & { id: number },
): Promise<ChamberBooking> {
  staffOf(actor);
  const row = await settleClubCheck(ctx, actor, {
    id: input.id,
    answer: input.answer,
    reason: input.reason,
    version: input.version,
    via: 'office',
  });
  const [view] = await toBookings(ctx.db, [row], await clubToday(ctx), adminProofUrl);
  return view!;
}
