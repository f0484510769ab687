import { z } from 'zod';
import { listQuery, pagedResponse } from './lists.ts';
import { parseMajorToMinor } from './money.ts';
import { idSchema, isoDateSchema, boundedText, taxRateSchema } from './primitives.ts';
import { CHAMBER_TAX_RATES, ROOM_TYPES } from './enums.ts';

/*
 * The Chambers (DOMAIN.md "Chambers (rooms)"): the club's residential rooms, each with a type,
 * a tariff per night for members and one for affiliate-club guests, the GST rate, how many
 * occupants it sleeps, photos, and whether it is let. Money is minor units (paise); tax rates
 * basis points (1200 = 12 %). Blocked dates take a room out of letting for maintenance: the
 * nights from `from` to `to`, both included (a block of one night has from = to).
 */

export const roomTypeSchema = z.enum(ROOM_TYPES, { message: 'validation.oneOf' });
export type RoomType = z.infer<typeof roomTypeSchema>;

export const chamberTaxRateSchema = taxRateSchema(CHAMBER_TAX_RATES);

/** The highest tariff of a night, ₹1,00,000.00 in paise. */
export const CHAMBER_MAX_TARIFF = 10_000_000;
/** The most occupants one room sleeps. */
export const CHAMBER_MAX_CAPACITY = 10;
/** The most photos one room shows. */
export const CHAMBER_MAX_PHOTOS = 8;

const text = boundedText;

/** A tariff typed in rupees ('4500', '4500.50'), stored in paise; 0 (complimentary) is allowed. */
export const tariffSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const minor = parseMajorToMinor(String(v));
  if (minor === null || minor < 0 || minor > CHAMBER_MAX_TARIFF) {
    ctx.addIssue({ code: 'custom', message: 'validation.tariff' });
    return z.NEVER;
  }
  return minor;
});

/** A room's number as painted on its door: '101', 'A-12', 'S2'. */
export const roomNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,9}$/, { message: 'validation.roomNumber' });

const capacity = z.coerce
  .number({ message: 'validation.capacity' })
  .int({ message: 'validation.capacity' })
  .min(1, { message: 'validation.capacity' })
  .max(CHAMBER_MAX_CAPACITY, { message: 'validation.capacity' });

const sort = z.coerce
  .number({ message: 'validation.number' })
  .int({ message: 'validation.number' })
  .min(0, { message: 'validation.number' })
  .max(9999, { message: 'validation.number' })
  .default(0);

const version = z.coerce
  .number({ message: 'validation.number' })
  .int({ message: 'validation.number' })
  .min(0, { message: 'validation.number' })
  .max(2_147_483_647, { message: 'validation.number' });

// ---- Rooms

export const roomPhotoSchema = z.object({ id: z.number().int(), url: z.string() });
export type RoomPhoto = z.infer<typeof roomPhotoSchema>;

export const roomSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  name: z.string(),
  type: roomTypeSchema,
  /** Minor units per night, before tax. */
  memberTariff: z.number().int(),
  guestTariff: z.number().int(),
  /** Basis points. */
  taxRate: z.number().int(),
  capacity: z.number().int(),
  description: z.string(),
  photos: z.array(roomPhotoSchema),
  active: z.boolean(),
  sort: z.number().int(),
  /** Moves on with every change: an edit names the version it saw (else 409 room_changed). */
  version: z.number().int(),
  /** Blocked periods ending today or later (the club's date). */
  upcomingBlocks: z.number().int(),
  updatedAt: z.string(),
});
export type Room = z.infer<typeof roomSchema>;

export const roomRequest = z.object({
  number: roomNumberSchema,
  name: text(2, 80),
  type: roomTypeSchema,
  memberTariff: tariffSchema,
  guestTariff: tariffSchema,
  taxRate: chamberTaxRateSchema,
  capacity,
  description: z.string().trim().max(1000, { message: 'validation.textLong' }).default(''),
  active: z.boolean().default(true),
  sort,
});
export type RoomRequest = z.input<typeof roomRequest>;

/** A change of a room: the whole form and the version it was loaded at. */
export const roomUpdateRequest = roomRequest.extend({ version });
export type RoomUpdateRequest = z.input<typeof roomUpdateRequest>;

export const roomActiveRequest = z.object({ active: z.boolean(), version });
export type RoomActiveRequest = z.input<typeof roomActiveRequest>;

/** The admin list of rooms (server-paged, searchable, filtered). */
export const roomListQuery = listQuery.extend({
  type: roomTypeSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
  sortBy: z.enum(['number', 'name', 'type', 'memberTariff', 'capacity', 'sort']).optional(),
});
export type RoomListQuery = z.input<typeof roomListQuery>;
export const roomPage = pagedResponse(roomSchema);

export const roomPhotoParams = z.object({ id: idSchema, photoId: idSchema });

// ---- Blocked dates (maintenance)

export const roomBlockSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  /** The first blocked night. */
  from: z.string(),
  /** The last blocked night (included). */
  to: z.string(),
  reason: z.string(),
  /** The staff member who added it. */
  addedBy: z.string(),
  createdAt: z.string(),
});
export type RoomBlock = z.infer<typeof roomBlockSchema>;

export const roomBlockRequest = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    reason: text(2, 200),
  })
  .refine((v) => v.to >= v.from, { message: 'validation.dateOrder', path: ['to'] });
export type RoomBlockRequest = z.input<typeof roomBlockRequest>;

export const roomBlockList = z.object({ items: z.array(roomBlockSchema) });
export const roomBlockParams = z.object({ id: idSchema, blockId: idSchema });

// ---- The public read: rooms by type

export const roomTypeSummarySchema = z.object({
  type: roomTypeSchema,
  /** Active rooms of this type. */
  rooms: z.number().int(),
  /** The lowest tariffs of a night among them (minor units, before tax). */
  memberTariffFrom: z.number().int(),
  guestTariffFrom: z.number().int(),
  /** The most occupants one room of the type sleeps. */
  capacity: z.number().int(),
  /** The photos of its rooms, in the rooms' order. */
  photos: z.array(z.string()),
});
export type RoomTypeSummary = z.infer<typeof roomTypeSummarySchema>;
export const roomTypesResponse = z.object({ types: z.array(roomTypeSummarySchema) });
export type RoomTypesResponse = z.infer<typeof roomTypesResponse>;
