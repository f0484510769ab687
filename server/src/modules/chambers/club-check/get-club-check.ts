import { eq } from 'drizzle-orm';
import type { ClubCheckView } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberBookings, members } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { getSettingsRow } from '../../settings/index.ts';
import { readClubToken } from './club-check-store.ts';

/**
 * The affiliated club's page opened from its mail: the request's facts (the guest, the stay,
 * the introducing member) and what the link does. Reading decides nothing: the club answers
 * with a POST. A tampered link: 400; an expired one: 410; a booking gone: 404.
 */
export async function getClubCheck(
  ctx: AppContext,
  _actor: Actor,
  input: { token: string },
): Promise<ClubCheckView> {
  const link = readClubToken(ctx, input.token);
  const [row] = await ctx.db
    .select({
      b: chamberBookings,
      first: members.firstName,
      last: members.lastName,
      code: members.code,
    })
    .from(chamberBookings)
    .innerJoin(members, eq(members.id, chamberBookings.memberId))
    .where(eq(chamberBookings.id, link.bookingId));
  if (!row || row.b.guestType !== 'affiliate') throw notFound('No such request.');
  const { b } = row;
  const settings = await getSettingsRow(ctx.db);
  return {
    action: link.action,
    clubName: b.affiliatedClub,
    guestName: b.guestName,
    nationality: b.nationality,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    rooms: b.rooms,
    occupants: b.occupants,
    memberName: `${row.first} ${row.last}`.trim(),
    memberCode: row.code,
    clubCheck: b.clubCheck,
    clubCheckedAt: b.clubCheckedAt?.toISOString() ?? null,
    waiting: b.clubCheck === 'pending' && b.status === 'requested',
    portalClub: settings.clubName,
    expiresAt: new Date(link.expires * 1000).toISOString(),
  };
}
