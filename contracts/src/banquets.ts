import { z } from 'zod';
import { parseMajorToMinor } from './money.ts';
import { idSchema, boundedText, taxRateSchema } from './primitives.ts';
import type { BANQUET_SESSIONS } from './enums.ts';
import { BANQUET_ADDON_PRICINGS, BANQUET_PACKAGE_TYPES, BANQUET_TAX_RATES } from './enums.ts';

/*
 * Banquet halls and banquet menus (DOMAIN.md "Banquet halls"): halls let for a session of 4 or
 * 8 hours, each with its costs per session (hire and electricity), the costs of a projector,
 * music and a valet driver, and the GST rate; menu packages priced per guest, each letting a
 * guest list choose so many dishes from each course; add-ons of one package or of every one.
 * Money is minor units (paise); tax rates basis points. A later booking will name a hall, a
 * session, a package with its chosen dishes per course, and add-ons.
 */

export type BanquetSession = (typeof BANQUET_SESSIONS)[number];

export const banquetPackageTypeSchema = z.enum(BANQUET_PACKAGE_TYPES, {
  message: 'validation.oneOf',
});
export type BanquetPackageType = z.infer<typeof banquetPackageTypeSchema>;

export const banquetAddonPricingSchema = z.enum(BANQUET_ADDON_PRICINGS, {
  message: 'validation.oneOf',
});
export type BanquetAddonPricing = z.infer<typeof banquetAddonPricingSchema>;

export const banquetTaxRateSchema = taxRateSchema(BANQUET_TAX_RATES);

/** The highest amount of one banquet charge, ₹10,00,000.00 in paise. */
export const BANQUET_MAX_MONEY = 100_000_000;
export const BANQUET_MAX_CAPACITY = 5000;
export const BANQUET_MAX_PHOTOS = 8;
/** The most dishes a guest list may choose from one course. */
export const BANQUET_MAX_CHOOSE = 50;

const text = boundedText;
const description = z.string().trim().max(2000, { message: 'validation.textLong' }).default('');

/** An amount typed in rupees ('45000', '450.50'), stored in paise; 0 is allowed. */
export const banquetMoneySchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const minor = parseMajorToMinor(String(v));
  if (minor === null || minor < 0 || minor > BANQUET_MAX_MONEY) {
    ctx.addIssue({ code: 'custom', message: 'validation.banquetMoney' });
    return z.NEVER;
  }
  return minor;
});

const int = (min: number, max: number, message: string) =>
  z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });

const sort = int(0, 9999, 'validation.number').default(0);
const version = int(0, 2_147_483_647, 'validation.number');

export const banquetPhotoSchema = z.object({ id: z.number().int(), url: z.string() });
export type BanquetPhoto = z.infer<typeof banquetPhotoSchema>;

// ---- Halls

export const banquetHallSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  capacity: z.number().int(),
  /** Hire of a 4-hour and an 8-hour session (minor units, before tax). */
  cost4h: z.number().int(),
  cost8h: z.number().int(),
  electricity4h: z.number().int(),
  electricity8h: z.number().int(),
  projectorCost: z.number().int(),
  musicCost: z.number().int(),
  /** Per valet driver. */
  valetCost: z.number().int(),
  /** Basis points. */
  taxRate: z.number().int(),
  description: z.string(),
  photos: z.array(banquetPhotoSchema),
  active: z.boolean(),
  sort: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type BanquetHall = z.infer<typeof banquetHallSchema>;

export const banquetHallRequest = z.object({
  name: text(2, 80),
  capacity: int(1, BANQUET_MAX_CAPACITY, 'validation.banquetCapacity'),
  cost4h: banquetMoneySchema,
  cost8h: banquetMoneySchema,
  electricity4h: banquetMoneySchema,
  electricity8h: banquetMoneySchema,
  projectorCost: banquetMoneySchema,
  musicCost: banquetMoneySchema,
  valetCost: banquetMoneySchema,
  taxRate: banquetTaxRateSchema,
  description,
  active: z.boolean().default(true),
  sort,
});
export type BanquetHallRequest = z.input<typeof banquetHallRequest>;
export const banquetHallUpdateRequest = banquetHallRequest.extend({ version });
export type BanquetHallUpdateRequest = z.input<typeof banquetHallUpdateRequest>;
export const banquetActiveRequest = z.object({ active: z.boolean(), version });
export type BanquetActiveRequest = z.input<typeof banquetActiveRequest>;
export const banquetHallList = z.object({ items: z.array(banquetHallSchema) });
export type BanquetHallList = z.infer<typeof banquetHallList>;
export const banquetPhotoParams = z.object({ id: idSchema, photoId: idSchema });

// ---- Courses and dishes

export const banquetDishSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  name: z.string(),
  veg: z.boolean(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type BanquetDish = z.infer<typeof banquetDishSchema>;

export const banquetDishRequest = z.object({
  courseId: idSchema,
  name: text(2, 80),
  veg: z.boolean().default(true),
  active: z.boolean().default(true),
  sort,
});
export type BanquetDishRequest = z.input<typeof banquetDishRequest>;

export const banquetCourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  dishes: z.array(banquetDishSchema),
});
export type BanquetCourse = z.infer<typeof banquetCourseSchema>;

export const banquetCourseRequest = z.object({ name: text(2, 60), sort });
export type BanquetCourseRequest = z.input<typeof banquetCourseRequest>;
export const banquetCourseList = z.object({ items: z.array(banquetCourseSchema) });
export type BanquetCourseList = z.infer<typeof banquetCourseList>;

// ---- Add-ons

export const banquetAddonSchema = z.object({
  id: z.number().int(),
  /** The package it belongs to; null: offered with every package. */
  packageId: z.number().int().nullable(),
  name: z.string(),
  price: z.number().int(),
  pricing: banquetAddonPricingSchema,
  active: z.boolean(),
  sort: z.number().int(),
});
export type BanquetAddon = z.infer<typeof banquetAddonSchema>;

export const banquetAddonRequest = z.object({
  packageId: idSchema.nullable().default(null),
  name: text(2, 80),
  price: banquetMoneySchema,
  pricing: banquetAddonPricingSchema,
  active: z.boolean().default(true),
  sort,
});
export type BanquetAddonRequest = z.input<typeof banquetAddonRequest>;
export const banquetAddonList = z.object({ items: z.array(banquetAddonSchema) });
export type BanquetAddonList = z.infer<typeof banquetAddonList>;

// ---- Packages

export const banquetPackageCourseSchema = z.object({
  courseId: z.number().int(),
  name: z.string(),
  /** How many dishes a guest list may choose from the course. */
  choose: z.number().int(),
});

export const banquetPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Minor units per guest, before tax. */
  costPerGuest: z.number().int(),
  type: banquetPackageTypeSchema,
  courses: z.array(banquetPackageCourseSchema),
  active: z.boolean(),
  sort: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type BanquetPackage = z.infer<typeof banquetPackageSchema>;

export const banquetPackageRequest = z.object({
  name: text(2, 80),
  description,
  costPerGuest: banquetMoneySchema,
  type: banquetPackageTypeSchema,
  courses: z
    .array(
      z.object({
        courseId: idSchema,
        choose: int(0, BANQUET_MAX_CHOOSE, 'validation.banquetChoose'),
      }),
    )
    .max(30)
    .default([])
    .refine((cs) => new Set(cs.map((c) => c.courseId)).size === cs.length, {
      message: 'validation.banquetCourseTwice',
    }),
  active: z.boolean().default(true),
  sort,
});
export type BanquetPackageRequest = z.input<typeof banquetPackageRequest>;
export const banquetPackageUpdateRequest = banquetPackageRequest.extend({ version });
export type BanquetPackageUpdateRequest = z.input<typeof banquetPackageUpdateRequest>;
export const banquetPackageList = z.object({ items: z.array(banquetPackageSchema) });
export type BanquetPackageList = z.infer<typeof banquetPackageList>;

// ---- The public reads

export const publicBanquetHallSchema = banquetHallSchema
  .omit({ active: true, sort: true, version: true, updatedAt: true, photos: true })
  .extend({ photos: z.array(z.string()) });
export type PublicBanquetHall = z.infer<typeof publicBanquetHallSchema>;
export const publicBanquetHalls = z.object({ halls: z.array(publicBanquetHallSchema) });
export type PublicBanquetHalls = z.infer<typeof publicBanquetHalls>;

const publicDish = z.object({ id: z.number().int(), name: z.string(), veg: z.boolean() });
const publicAddon = banquetAddonSchema.omit({ active: true, sort: true, packageId: true });
export const publicBanquetPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  costPerGuest: z.number().int(),
  type: banquetPackageTypeSchema,
  courses: z.array(
    z.object({
      courseId: z.number().int(),
      name: z.string(),
      choose: z.number().int(),
      dishes: z.array(publicDish),
    }),
  ),
  /** Its own add-ons (the ones for every package are in `addons` beside the packages). */
  addons: z.array(publicAddon),
});
export type PublicBanquetPackage = z.infer<typeof publicBanquetPackageSchema>;
export const publicBanquetPackages = z.object({
  packages: z.array(publicBanquetPackageSchema),
  /** Add-ons offered with every package. */
  addons: z.array(publicAddon),
});
export type PublicBanquetPackages = z.infer<typeof publicBanquetPackages>;
