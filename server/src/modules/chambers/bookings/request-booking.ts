import { eq, sql } from 'drizzle-orm';
import { chamberBookingFields, type ChamberBooking } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { insertWhere, nextId } from '../../../db/insert-where.ts';
import { affiliatedClubs, chamberBookings, members } from '../../../db/schema/index.ts';
import { enqueue } from '../../../jobs/outbox.ts';
import { AppError, badField, parseFields } from '../../../lib/errors.ts';
import type { MultipartUpload } from '../../../plugins/uploads.ts';
import { checkUpload, IMAGE_TYPES, PDF_TYPES } from '../../../storage/storage.ts';
import { writeAudit } from '../../audit/index.ts';
import { getSettingsRow, clubToday } from '../../settings/index.ts';
import { freeForStaySql, ID_PROOF_AREA, lockRoomType, notEnoughRooms } from './booking-store.ts';
import { memberProofUrl, toBookings } from './booking-view.ts';
import { quoteStay } from './stay-quote.ts';

/** The ID proof: a photo or scan (JPEG, PNG, WebP) or a PDF. */
const PROOF_TYPES = [...IMAGE_TYPES, ...PDF_TYPES];

/**
 * A member asks for rooms: the fields are checked (dates, rooms, occupants within what the
 * rooms sleep, the guest), then the ID proof by its bytes (a member staying themselves gives no
 * guest's details and no ID proof: the member's name stands as the guest's), then, under a lock of the type's
 * rooms, the booking is written in one statement only if enough rooms are free on every night
 * (pending requests count); the price is quoted and kept, and so is the club's cancellation
 * policy for rooms. An affiliate-club guest's club comes from the club's list (400 for an
 * unknown one): its check starts pending and its mail with the verify and decline links is
 * enqueued in the same transaction. Two members asking for the last room at once: the second
 * waits for the first's lock and is told the rooms are taken (409), and nothing of its request
 * is kept.
 */
export async function requestBooking(
  ctx: AppContext,
  actor: Actor,
  input: MultipartUpload,
): Promise<ChamberBooking> {
  const memberId = memberScope(actor);
  const f = parseFields(chamberBookingFields, input.fields);
  const quote = await quoteStay(ctx, f);
  const capacity = await typeCapacity(ctx, f.roomType);
  if (f.occupants > capacity * f.rooms) {
    throw badField('occupants', 'validation.chamberOverOccupancy', { limit: capacity * f.rooms });
  }
  // A member staying themselves needs no ID proof (the club knows its member); a guest does.
  const file = f.ownStay ? null : input.file;
  if (!f.ownStay && (!file || file.field !== 'idProof' || file.data.length === 0)) {
    throw new AppError(400, 'validation_failed', 'idProof: choose a file to upload.', {
      errors: [{ field: 'idProof', message: 'Choose a file to upload.' }],
    });
  }
  const stored = file
    ? await ctx.storage.put(
        ID_PROOF_AREA,
        file.data,
        await checkUpload(file.data, 'idProof', PROOF_TYPES, ctx.config.UPLOAD_MAX_BYTES),
      )
    : null;
  try {
    // What needs no lock is read first: an affiliate guest's club, from the club's list (its
    // name is kept as it is now); an own stay's guest name, the member's (no nationality is
    // asked); the cancellation policy in force now, which the booking keeps.
    const club = f.guestType === 'affiliate' ? await findClub(ctx.db, f.affiliatedClubId) : null;
    const guestName = f.ownStay ? await memberNameOf(ctx.db, memberId) : f.guestName;
    const { cancellationPolicies } = await getSettingsRow(ctx.db);
    const row = await ctx.db.transaction(async (tx) => {
      // The booking's id is taken first, so its audit entry and its jobs are written before
      // the lock; they commit with the booking, or vanish with a refusal's rollback.
      const id = await nextId(tx, chamberBookings);
      await writeAudit(tx, actor, {
        action: 'chambers.booking.request',
        entity: 'chamber_booking',
        entityId: id,
        after: { ...f, guestName, affiliatedClub: club?.name ?? '', total: quote.total },
      });
      await enqueue(tx, 'chamber_booking.changed', { bookingId: id, status: 'requested' });
      // The club is asked to verify its guest (no email on file: the office records its answer).
      if (club?.email) {
        await enqueue(tx, 'chamber_booking.club_check_requested', { bookingId: id });
      }
      // The contended part: the type's lock, then one statement that inserts the booking only
      // if enough rooms are free on every night. Two statements, not one: READ COMMITTED takes
      // a statement's snapshot when it starts, so a count in the statement that waited for the
      // lock would miss a booking committed meanwhile; the insert starts after the lock is
      // granted and sees it. Then the commit releases the lock.
      await lockRoomType(tx, f.roomType);
      const booking = await insertWhere(
        tx,
        chamberBookings,
        {
          id,
          memberId,
          roomType: f.roomType,
          checkIn: f.checkIn,
          checkOut: f.checkOut,
          rooms: f.rooms,
          occupants: f.occupants,
          ownStay: f.ownStay,
          guestName,
          nationality: f.ownStay ? '' : f.nationality,
          guestType: f.guestType,
          affiliatedClub: club?.name ?? '',
          affiliatedClubId: club?.id ?? null,
          clubCheck: club ? 'pending' : 'none',
          idProofKey: stored?.key ?? null,
          nights: quote.nights,
          tariff: quote.tariff,
          taxRate: quote.taxRate,
          tax: quote.tax,
          total: quote.total,
          cancellationPolicy: cancellationPolicies.chambers,
          requestedByMember: actor.actingForMemberId ? null : memberId,
          requestedByStaff: actor.actingForMemberId ? actor.staffId : null,
        },
        sql`${freeForStaySql(f.roomType, f.checkIn, f.checkOut)} >= ${f.rooms}`,
      );
      if (!booking) throw notEnoughRooms();
      return booking;
    });
    const [view] = await toBookings(ctx.db, [row], await clubToday(ctx), memberProofUrl);
    return view!;
  } catch (err) {
    if (stored) await ctx.storage.remove(stored.key);
    throw err;
  }
}

/** The affiliated club of the list named by id; 400 naming the field when there is none. */
async function findClub(db: DbOrTx, id: number | null) {
  const [club] = id
    ? await db.select().from(affiliatedClubs).where(eq(affiliatedClubs.id, id))
    : [];
  if (!club) throw badField('affiliatedClubId', 'validation.oneOf');
  return club;
}

async function typeCapacity(ctx: AppContext, type: string): Promise<number> {
  const res = await ctx.db.execute<{ c: number }>(
    sql`select coalesce(max(capacity), 0)::int as c from chamber_rooms where active and type = ${type}`,
  );
  return Number(res.rows[0]?.c ?? 0);
}

/** The member's name as the club knows it (an own stay's guest). */
async function memberNameOf(db: DbOrTx, memberId: number): Promise<string> {
  const [m] = await db
    .select({ first: members.firstName, last: members.lastName })
    .from(members)
    .where(eq(members.id, memberId));
  return m ? `${m.first} ${m.last}`.trim() : '';
}
