import { z } from 'zod';
import {
  CHAMBER_MAX_NIGHTS,
  CHAMBER_MAX_ROOMS,
  CHAMBER_BOOKING_STATUSES,
  CHAMBER_GUEST_TYPES,
  CHAMBER_CLUB_CHECKS,
  CHAMBER_NIGHT_STATES,
  CHAMBER_BOOKING_STEPS,
  CLUB_CHECK_ANSWERS,
  CLUB_LINK_ACTIONS,
} from './enums.ts';
import { cancellationPolicySchema } from './cancellation-policy.ts';
import { roomTypeSchema } from './chambers.ts';
import { listQuery, pagedResponse } from './lists.ts';
import { idSchema, isoDateSchema, isoMonthSchema, boundedText } from './primitives.ts';

/*
 * Bookings of The Chambers (DOMAIN.md "Chambers (rooms)"): a member asks for rooms of a type
 * for nights (check-in to check-out, the check-out day not a night), the office confirms with
 * rooms assigned (or rejects with a reason), then checks the guests in and out. A pending
 * request holds its nights: availability counts requested, confirmed and checked-in bookings.
 * Money is minor units (paise); the price is quoted when the member asks and charged to the
 * member's account on confirmation.
 */

export const chamberBookingStatusSchema = z.enum(CHAMBER_BOOKING_STATUSES, {
  message: 'validation.oneOf',
});
export type ChamberBookingStatus = z.infer<typeof chamberBookingStatusSchema>;

export const chamberGuestTypeSchema = z.enum(CHAMBER_GUEST_TYPES, { message: 'validation.oneOf' });
export type ChamberGuestType = z.infer<typeof chamberGuestTypeSchema>;

export const chamberClubCheckSchema = z.enum(CHAMBER_CLUB_CHECKS, { message: 'validation.oneOf' });
export type ChamberClubCheck = z.infer<typeof chamberClubCheckSchema>;

/** A night type shows "few left" when this many rooms or fewer are free. */
export const CHAMBER_FEW_LEFT = 1;

const text = boundedText;

const count = (max: number, message: string) =>
  z.coerce.number({ message }).int({ message }).min(1, { message }).max(max, { message });

const version = z.coerce
  .number({ message: 'validation.number' })
  .int({ message: 'validation.number' })
  .min(0, { message: 'validation.number' })
  .max(2_147_483_647, { message: 'validation.number' });

/** Nights between two ISO dates (check-out minus check-in). */
export function nightsOf(checkIn: string, checkOut: string): number {
  return Math.round(
    (Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000,
  );
}

/** The stay's dates, rooms and guest type: what a price depends on. */
const stayShape = {
  roomType: roomTypeSchema,
  checkIn: isoDateSchema,
  checkOut: isoDateSchema,
  rooms: count(CHAMBER_MAX_ROOMS, 'validation.chamberRooms'),
  guestType: chamberGuestTypeSchema,
};

const stayRules = <T extends { checkIn: string; checkOut: string }>(v: T, ctx: z.RefinementCtx) => {
  const n = nightsOf(v.checkIn, v.checkOut);
  if (n < 1) ctx.addIssue({ code: 'custom', message: 'validation.checkOut', path: ['checkOut'] });
  else if (n > CHAMBER_MAX_NIGHTS)
    ctx.addIssue({ code: 'custom', message: 'validation.chamberNights', path: ['checkOut'] });
};

export const chamberQuoteRequest = z.object(stayShape).superRefine(stayRules);
export type ChamberQuoteRequest = z.input<typeof chamberQuoteRequest>;

export const chamberQuoteSchema = z.object({
  nights: z.number().int(),
  rooms: z.number().int(),
  /** A room's night, before tax (minor units). */
  tariff: z.number().int(),
  /** Basis points. */
  taxRate: z.number().int(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  /** Rooms of the type free on every night of the stay (before this request). */
  available: z.number().int(),
});
export type ChamberQuote = z.infer<typeof chamberQuoteSchema>;

/** A multipart text field's yes or no ('true', 'false'; a JSON body's boolean too). */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { message: 'validation.oneOf' })
  .default(false)
  .transform((v) => v === true || v === 'true');

/** A guest's text: required (2 characters at least) unless the member stays themselves. */
const guestText = (max: number) =>
  z.string().trim().max(max, { message: 'validation.textLong' }).default('');

/**
 * A booking request's fields (multipart text fields beside the ID proof file `idProof`). A
 * member staying themselves (`ownStay`, at the member's tariff) gives no guest's name,
 * nationality or ID proof: the member's own record stands. A guest's stay needs all three.
 */
export const chamberBookingFields = z
  .object({
    ...stayShape,
    occupants: count(30, 'validation.occupants'),
    ownStay: flag,
    guestName: guestText(100),
    nationality: guestText(60),
    /** An affiliate-club guest's club, by its id in the club's list of affiliated clubs. */
    affiliatedClubId: z
      .union([z.literal(''), idSchema], { message: 'validation.required' })
      .optional()
      .transform((v) => (v === '' || v === undefined ? null : v)),
  })
  .superRefine((v, ctx) => {
    stayRules(v, ctx);
    if (v.ownStay && v.guestType !== 'member') {
      ctx.addIssue({ code: 'custom', message: 'validation.chamberOwnStay', path: ['guestType'] });
    }
    if (!v.ownStay) {
      for (const field of ['guestName', 'nationality'] as const) {
        if (v[field].length < 2) {
          const message = v[field].length === 0 ? 'validation.required' : 'validation.textShort';
          ctx.addIssue({ code: 'custom', message, path: [field] });
        }
      }
    }
    if (v.guestType === 'affiliate' && v.affiliatedClubId === null) {
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['affiliatedClubId'] });
    }
  });
export type ChamberBookingFields = z.input<typeof chamberBookingFields>;

export const chamberAvailabilityQuery = z.object({ month: isoMonthSchema });

export type ChamberNightState = (typeof CHAMBER_NIGHT_STATES)[number];

export const chamberAvailabilitySchema = z.object({
  month: z.string(),
  /** The club's date today: nights before it cannot be asked for. */
  today: z.string(),
  types: z.array(
    z.object({
      type: roomTypeSchema,
      /** Active rooms of the type. */
      rooms: z.number().int(),
      capacity: z.number().int(),
      memberTariff: z.number().int(),
      guestTariff: z.number().int(),
      taxRate: z.number().int(),
      nights: z.array(
        z.object({
          date: z.string(),
          free: z.number().int(),
          state: z.enum(CHAMBER_NIGHT_STATES),
        }),
      ),
    }),
  ),
});
export type ChamberAvailability = z.infer<typeof chamberAvailabilitySchema>;

export const chamberAssignedRoomSchema = z.object({
  roomId: z.number().int(),
  number: z.string(),
  name: z.string(),
  /** The first night and the day after the last (the range can shrink on an early check-out). */
  from: z.string(),
  to: z.string(),
});

export const chamberBookingSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberCode: z.string(),
  memberName: z.string(),
  roomType: roomTypeSchema,
  checkIn: z.string(),
  checkOut: z.string(),
  rooms: z.number().int(),
  occupants: z.number().int(),
  /** The member stays themselves: no guest's name, nationality or ID proof was asked. */
  ownStay: z.boolean(),
  /** The guest (the member's own name on an own stay), and the guest's nationality. */
  guestName: z.string(),
  nationality: z.string(),
  guestType: chamberGuestTypeSchema,
  /** The affiliated club's name as it was when asked (a snapshot), and its id in the list. */
  affiliatedClub: z.string(),
  affiliatedClubId: z.number().int().nullable(),
  /** The affiliated club's check of its guest, and when it was answered. */
  clubCheck: chamberClubCheckSchema,
  clubCheckedAt: z.string().nullable(),
  /** Who answered the check: the club (by its link) or the staff member who recorded it. */
  clubCheckedBy: z.string(),
  /** Whether the club has an email on file (else the office records its answer by hand). */
  clubHasEmail: z.boolean(),
  /** Where the owner or an admin reads the ID proof. */
  idProofUrl: z.string().nullable(),
  status: chamberBookingStatusSchema,
  /** Why it was rejected or cancelled. */
  reason: z.string(),
  nights: z.number().int(),
  tariff: z.number().int(),
  taxRate: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  assigned: z.array(chamberAssignedRoomSchema),
  /** Who did each step and when, in order. */
  steps: z.array(z.object({ step: z.enum(CHAMBER_BOOKING_STEPS), by: z.string(), at: z.string() })),
  /** Whether the member may still cancel it (before the check-in day). */
  cancellable: z.boolean(),
  /** What cancelling refunds: the policy in force when it was requested (its own copy). */
  cancellationPolicy: cancellationPolicySchema,
  /** A cancelled booking's refund as it was given (null: not cancelled, or never charged). */
  refund: z
    .object({
      daysBefore: z.number().int(),
      percent: z.number().int(),
      /** Minor units credited back. */
      amount: z.number().int(),
      /** The office waived the policy's penalty (a full refund). */
      waived: z.boolean(),
    })
    .nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type ChamberBooking = z.infer<typeof chamberBookingSchema>;

/**
 * What cancelling a booking today would refund under its policy: a confirmed booking was
 * charged `charged`, and `amount` of it comes back (the rest stays as the cancellation
 * penalty); a request not yet confirmed was never charged, so nothing is refunded.
 */
export const chamberRefundPreviewSchema = z.object({
  bookingId: z.number().int(),
  /** The club's date today, and the whole days from it to the check-in day. */
  today: z.string(),
  daysBefore: z.number().int(),
  percent: z.number().int(),
  charged: z.number().int(),
  amount: z.number().int(),
  penalty: z.number().int(),
  policy: cancellationPolicySchema,
});
export type ChamberRefundPreview = z.infer<typeof chamberRefundPreviewSchema>;

export const chamberBookingList = z.object({ items: z.array(chamberBookingSchema) });
export type ChamberBookingList = z.infer<typeof chamberBookingList>;

export const chamberBookingListQuery = listQuery.extend({
  status: chamberBookingStatusSchema.optional(),
});
export type ChamberBookingListQuery = z.input<typeof chamberBookingListQuery>;
export const chamberBookingPage = pagedResponse(chamberBookingSchema);

/** The office's cancel: waiving the policy's penalty (a full refund) needs a reason. */
export const chamberCancelRequest = z
  .object({
    reason: z.string().trim().max(200, { message: 'validation.textLong' }).default(''),
    waivePenalty: z.boolean({ message: 'validation.oneOf' }).default(false),
    version,
  })
  .superRefine((v, ctx) => {
    if (v.waivePenalty && v.reason.length < 2)
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['reason'] });
  });
export type ChamberCancelRequest = z.input<typeof chamberCancelRequest>;

export const chamberStepRequest = z.object({ version });
export type ChamberStepRequest = z.input<typeof chamberStepRequest>;

export const chamberRejectRequest = z.object({ reason: text(2, 200), version });
export type ChamberRejectRequest = z.input<typeof chamberRejectRequest>;

export const chamberConfirmRequest = z.object({
  roomIds: z
    .array(idSchema, { message: 'validation.chamberAssign' })
    .min(1, { message: 'validation.chamberAssign' })
    .max(CHAMBER_MAX_ROOMS, { message: 'validation.chamberAssign' }),
  version,
});
export type ChamberConfirmRequest = z.input<typeof chamberConfirmRequest>;

export const chamberFreeRoomsSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      name: z.string(),
      capacity: z.number().int(),
    }),
  ),
});
export type ChamberFreeRooms = z.infer<typeof chamberFreeRoomsSchema>;

export const clubCheckAnswerSchema = z.enum(CLUB_CHECK_ANSWERS, { message: 'validation.oneOf' });
export type ClubCheckAnswer = z.infer<typeof clubCheckAnswerSchema>;

export const chamberClubAnswerRequest = z
  .object({
    answer: clubCheckAnswerSchema,
    reason: z.string().trim().max(200, { message: 'validation.textLong' }).default(''),
    version,
  })
  .superRefine((v, ctx) => {
    if (v.answer === 'declined' && v.reason.length < 2)
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['reason'] });
  });
export type ChamberClubAnswerRequest = z.input<typeof chamberClubAnswerRequest>;

export type ClubLinkAction = (typeof CLUB_LINK_ACTIONS)[number];

const linkToken = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(300, { message: 'validation.textLong' });

export const clubCheckQuery = z.object({ token: linkToken });

export const clubCheckAnswerRequest = z.object({
  token: linkToken,
  /** Why the club declines (optional). */
  reason: z.string().trim().max(200, { message: 'validation.textLong' }).default(''),
});
export type ClubCheckAnswerRequest = z.input<typeof clubCheckAnswerRequest>;

/** What the club's page shows: the request's facts, what the link does, and the check's state. */
export const clubCheckViewSchema = z.object({
  action: z.enum(CLUB_LINK_ACTIONS),
  clubName: z.string(),
  guestName: z.string(),
  nationality: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  rooms: z.number().int(),
  occupants: z.number().int(),
  memberName: z.string(),
  memberCode: z.string(),
  clubCheck: chamberClubCheckSchema,
  clubCheckedAt: z.string().nullable(),
  /** Whether the request still waits for the club's answer (not answered, cancelled or decided). */
  waiting: z.boolean(),
  /** The club's name of the portal (the page's heading). */
  portalClub: z.string(),
  expiresAt: z.string(),
});
export type ClubCheckView = z.infer<typeof clubCheckViewSchema>;
