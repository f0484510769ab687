import { and, eq, sql } from 'drizzle-orm';
import type { ClubCheckAnswer, ClubLinkAction } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { affiliatedClubs, chamberBookings } from '../../../db/schema/index.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { enqueue } from '../../../jobs/outbox.ts';
import { clubInstant } from '../../../lib/club-time.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { getSettingsRow } from '../../settings/index.ts';
import { bookingChanged, type BookingRow } from '../bookings/booking-store.ts';
import { notifyStay } from '../bookings/booking-steps.ts';

/*
 * The affiliated club's check of its guest: the signed links of its mail, and the one way an
 * answer is recorded (by the club's link or by the office), settled by a conditional update.
 */

export const CLUB_LINK_PURPOSE = 'club-check';
/** A link lives 7 days, or until the end of the check-in day when that is sooner. */
export const CLUB_LINK_DAYS = 7;

/** The club's page in the web app, with the token. */
export const clubLinkUrl = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl}${ctx.config.BASE_PATH}/affiliate-check?token=${encodeURIComponent(token)}`;

/** When a link signed now for this booking stops working (seconds since the epoch). */
export async function clubLinkExpiry(ctx: AppContext, db: DbOrTx, checkIn: string) {
  const { timeZone } = await getSettingsRow(db);
  const dayAfter = new Date(Date.parse(`${checkIn}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const endOfCheckIn = clubInstant(dayAfter, '00:00', timeZone).getTime();
  const week = ctx.clock.now().getTime() + CLUB_LINK_DAYS * 86_400_000;
  return Math.floor(Math.min(week, endOfCheckIn) / 1000);
}

/** The verify and decline links of a booking, signed now. */
export async function clubLinks(ctx: AppContext, db: DbOrTx, b: BookingRow) {
  const expires = await clubLinkExpiry(ctx, db, b.checkIn);
  const url = (action: ClubLinkAction) =>
    clubLinkUrl(ctx, ctx.links.sign({ purpose: CLUB_LINK_PURPOSE, id: b.id, action, expires }));
  return { verify: url('verify'), decline: url('decline'), expires };
}

/**
 * A club's token, checked: 400 `link_invalid` (tampered, not ours) or 410 `link_expired`;
 * else the booking it names and what it does.
 */
export function readClubToken(ctx: AppContext, token: string) {
  const check = ctx.links.verify(token, CLUB_LINK_PURPOSE, ctx.clock.now());
  if (!check.ok && check.reason === 'expired') {
    throw new AppError(
      410,
      'link_expired',
      'This link has expired. Please contact the club office, which can send a new one.',
    );
  }
  if (!check.ok || (check.link.action !== 'verify' && check.link.action !== 'decline')) {
    throw new AppError(
      400,
      'link_invalid',
      'This link is not valid. Please use the link in the mail as it was sent.',
      {
        errors: [{ field: 'token', message: 'This link is not valid.' }],
      },
    );
  }
  return {
    bookingId: check.link.id,
    action: check.link.action as ClubLinkAction,
    expires: check.link.expires,
  };
}

export const clubCheckAnswered = () =>
  conflict(
    'This request has already been answered (or is no longer waiting for the club).',
    'club_check_answered',
  );

/** The club of a booking (its email from the club's list), when it still is in the list. */
export async function clubOf(db: DbOrTx, b: Pick<BookingRow, 'affiliatedClubId'>) {
  if (b.affiliatedClubId === null) return null;
  const [club] = await db
    .select()
    .from(affiliatedClubs)
    .where(eq(affiliatedClubs.id, b.affiliatedClubId));
  return club ?? null;
}

export interface ClubAnswer {
  id: number;
  answer: ClubCheckAnswer;
  reason: string;
  /** The version the office saw (the club's link names none). */
  version?: number;
  /** Who answered: the club by its link, or the office recording it. */
  via: 'link' | 'office';
}

/**
 * Records the club's answer once: a conditional update of a request still waiting for it
 * (check pending, status requested), so of two answers at once only one changes the row and
 * the other is told 409. Declined: the request is rejected ("Declined by <club>") and its
 * nights are free again (a rejected request holds none). The audit entry names who answered
 * and the member's mail is enqueued, in the same transaction.
 */
export async function settleClubCheck(
  ctx: AppContext,
  actor: Actor,
  a: ClubAnswer,
): Promise<BookingRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [b] = await tx.select().from(chamberBookings).where(eq(chamberBookings.id, a.id));
    if (!b) throw notFound('No such booking.');
    const declined = a.answer === 'declined';
    const reason = declined
      ? `Declined by ${b.affiliatedClub}${a.reason ? `: ${a.reason}` : ''}`
      : b.reason;
    const staffId = a.via === 'office' ? actor.staffId : null;
    const [after] = await tx
      .update(chamberBookings)
      .set({
        clubCheck: a.answer,
        clubCheckedAt: now,
        version: sql`${chamberBookings.version} + 1`,
        updatedAt: now,
        ...(declined
          ? { status: 'rejected' as const, reason, decidedAt: now, decidedBy: staffId }
          : {}),
      })
      .where(
        and(
          eq(chamberBookings.id, a.id),
          eq(chamberBookings.clubCheck, 'pending'),
          eq(chamberBookings.status, 'requested'),
          a.version === undefined ? undefined : eq(chamberBookings.version, a.version),
        ),
      )
      .returning();
    if (!after) {
      if (a.version !== undefined && b.version !== a.version) throw bookingChanged();
      throw clubCheckAnswered();
    }
    await writeAudit(tx, actor, {
      action:
        a.via === 'link' ? 'chambers.booking.club_answer' : 'chambers.booking.club_answer_recorded',
      entity: 'chamber_booking',
      entityId: b.id,
      before: { status: b.status, clubCheck: b.clubCheck },
      after: {
        status: after.status,
        clubCheck: after.clubCheck,
        club: b.affiliatedClub,
        via: a.via,
        reason: a.reason,
      },
    });
    if (declined) {
      await enqueue(tx, 'chamber_booking.changed', { bookingId: b.id, status: 'rejected' });
      await notifyStay(tx, after);
    } else {
      await enqueue(tx, 'chamber_booking.club_verified', { bookingId: b.id });
    }
    return after;
  });
}

/** Refuses the office's confirm while the club has not verified an affiliate guest. */
export function requireClubVerified(b: BookingRow): void {
  if (b.guestType !== 'affiliate' || b.clubCheck === 'none' || b.clubCheck === 'verified') return;
  throw conflict(
    b.clubCheck === 'declined'
      ? `${b.affiliatedClub} declined this guest: the booking cannot be confirmed.`
      : `${b.affiliatedClub || 'The affiliated club'} has not verified this guest yet. Confirm once the club has verified (or record its answer if it came by phone).`,
    'club_check_pending',
  );
}
