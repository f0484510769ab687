import { sql } from 'drizzle-orm';
import { chamberBookingFields, validationMessageEn, type ChamberBooking } from '@club/contracts';
import { memberScope, type Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { chamberBookings } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { AppError } from '../../lib/errors.ts';
import type { MultipartUpload } from '../../plugins/uploads.ts';
import { checkUpload, IMAGE_TYPES, PDF_TYPES } from '../../storage/storage.ts';
import { writeAudit } from '../audit/index.ts';
import { getSettingsRow } from '../settings/index.ts';
import {
  freeForStay,
  ID_PROOF_AREA,
  lockRoomType,
  memberProofUrl,
  notEnoughRooms,
  toBookings,
} from './booking-store.ts';
import { quoteStay } from './quote-booking.ts';
import { badField, clubToday } from './room-store.ts';

/** The ID proof: a photo or scan (JPEG, PNG, WebP) or a PDF. */
const PROOF_TYPES = [...IMAGE_TYPES, ...PDF_TYPES];

/**
 * A member asks for rooms: the fields are checked (dates, rooms, occupants within what the
 * rooms sleep, the guest), then the ID proof by its bytes, then, under a lock of the type's
 * rooms, that enough rooms are free on every night (pending requests count); the price is
 * quoted and kept, and so is the club's cancellation policy for rooms. Two members asking for the last room at once: the second waits for the
 * first's lock and is told the rooms are taken (409).
 */
export async function requestBooking(
  ctx: AppContext,
  actor: Actor,
  input: MultipartUpload,
): Promise<ChamberBooking> {
  const memberId = memberScope(actor);
  const parsed = chamberBookingFields.safeParse(input.fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({
      field: i.path.join('.'),
      message: validationMessageEn(i.message),
      key: i.message,
    }));
    throw new AppError(
      400,
      'validation_failed',
      `${errors.map((e) => e.field).join(', ')}: please correct.`,
      { errors },
    );
  }
  const f = parsed.data;
  const quote = await quoteStay(ctx, f);
  const capacity = await typeCapacity(ctx, f.roomType);
  if (f.occupants > capacity * f.rooms) throw badField('occupants', 'validation.occupants');
  if (!input.file || input.file.field !== 'idProof' || input.file.data.length === 0) {
    throw new AppError(400, 'validation_failed', 'idProof: choose a file to upload.', {
      errors: [{ field: 'idProof', message: 'Choose a file to upload.' }],
    });
  }
  const type = await checkUpload(
    input.file.data,
    'idProof',
    PROOF_TYPES,
    ctx.config.UPLOAD_MAX_BYTES,
  );
  const stored = await ctx.storage.put(ID_PROOF_AREA, input.file.data, type);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockRoomType(tx, f.roomType);
      if ((await freeForStay(tx, f.roomType, f.checkIn, f.checkOut)) < f.rooms) {
        throw notEnoughRooms();
      }
      // The booking keeps the cancellation policy in force now.
      const { cancellationPolicies } = await getSettingsRow(tx);
      const [booking] = await tx
        .insert(chamberBookings)
        .values({
          memberId,
          roomType: f.roomType,
          checkIn: f.checkIn,
          checkOut: f.checkOut,
          rooms: f.rooms,
          occupants: f.occupants,
          guestName: f.guestName,
          nationality: f.nationality,
          guestType: f.guestType,
          affiliatedClub: f.guestType === 'affiliate' ? f.affiliatedClub : '',
          idProofKey: stored.key,
          nights: quote.nights,
          tariff: quote.tariff,
          taxRate: quote.taxRate,
          tax: quote.tax,
          total: quote.total,
          cancellationPolicy: cancellationPolicies.chambers,
          requestedByMember: actor.actingForMemberId ? null : memberId,
          requestedByStaff: actor.actingForMemberId ? actor.staffId : null,
        })
        .returning();
      await writeAudit(tx, actor, {
        action: 'chambers.booking.request',
        entity: 'chamber_booking',
        entityId: booking!.id,
        after: { ...f, total: quote.total },
      });
      await enqueue(tx, 'chamber_booking.changed', { bookingId: booking!.id, status: 'requested' });
      return booking!;
    });
    const [view] = await toBookings(ctx.db, [row], await clubToday(ctx), memberProofUrl);
    return view!;
  } catch (err) {
    await ctx.storage.remove(stored.key);
    throw err;
  }
}

async function typeCapacity(ctx: AppContext, type: string): Promise<number> {
  const res = await ctx.db.execute<{ c: number }>(
    sql`select coalesce(max(capacity), 0)::int as c from chamber_rooms where active and type = ${type}`,
  );
  return Number(res.rows[0]?.c ?? 0);
}
