import { z } from 'zod';
import { pagedResponse, listQuery, searchTerm } from './lists.ts';
import { parseMajorToMinor } from './money.ts';
import { idSchema, readerLanguageQuery, boundedText, taxRateSchema } from './primitives.ts';
import { translationsSchema } from './translations.ts';
import {
  FNB_OUTLETS,
  FNB_DIETS,
  FNB_KITCHENS,
  FNB_TAX_RATES,
  UNAVAILABLE_REASONS,
} from './enums.ts';

/*
 * Food and beverages (DOMAIN.md "Food and beverages"): the Restaurant's and the Bar's menus
 * (category > sub-category > item), each outlet's hours, lead time and pickup-slot capacity,
 * and whether it takes orders now. Money is minor units (paise); tax rates are basis points
 * (500 = 5 % GST, invoiced as CGST and SGST halves).
 */

export const fnbOutletSchema = z.enum(FNB_OUTLETS, { message: 'validation.oneOf' });
export type FnbOutlet = z.infer<typeof fnbOutletSchema>;

export const fnbDietSchema = z.enum(FNB_DIETS, { message: 'validation.oneOf' });
export type FnbDiet = z.infer<typeof fnbDietSchema>;

export const fnbKitchenSchema = z.enum(FNB_KITCHENS, { message: 'validation.oneOf' });
export type FnbKitchen = z.infer<typeof fnbKitchenSchema>;

export const fnbTaxRateSchema = taxRateSchema(FNB_TAX_RATES);

/** The most of one item a cart line or an order line may hold. */
export const FNB_MAX_QUANTITY = 99;
/** The highest menu price, ₹1,00,000.00 in paise. */
export const FNB_MAX_PRICE = 10_000_000;

/** A time of day 'HH:MM' (24 h, the club's time zone). */
export const timeOfDaySchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.timeOfDay' });

const text = boundedText;

const optionalText = (max: number) =>
  z.string().trim().max(max, { message: 'validation.textLong' }).default('');

/** A menu image: an upload in the `fnb` area, or one shipped with the web app. */
export const fnbImageUrlSchema = z
  .string()
  .trim()
  .regex(
    /^(\/api\/files\/fnb\/[0-9a-f-]{36}\.(jpg|png|webp)|images\/[a-z0-9-/]+\.(svg|jpg|png|webp))$/,
    { message: 'validation.imageUrl' },
  );

/** A price typed in rupees ('250', '250.50'), stored in paise. */
export const menuPriceSchema = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const minor = parseMajorToMinor(String(v));
  if (minor === null || minor <= 0 || minor > FNB_MAX_PRICE) {
    ctx.addIssue({ code: 'custom', message: 'validation.price' });
    return z.NEVER;
  }
  return minor;
});

const sort = z.coerce
  .number({ message: 'validation.number' })
  .int({ message: 'validation.number' })
  .min(0, { message: 'validation.number' })
  .max(9999, { message: 'validation.number' })
  .default(0);

// ---- Outlets

export const outletSchema = z.object({
  code: fnbOutletSchema,
  /** Opening and closing times of today's ordering ('HH:MM'). */
  opensAt: z.string(),
  closesAt: z.string(),
  /** The kitchen's minutes from order to pickup. */
  leadMinutes: z.number().int(),
  /** The most orders one 30-minute pickup slot takes. */
  slotCapacity: z.number().int(),
  /** Ordering paused by the kitchen (members see it at once). */
  paused: z.boolean(),
  /** Whether the outlet takes orders at this moment (open and not paused). */
  openNow: z.boolean(),
});
export type Outlet = z.infer<typeof outletSchema>;

export const updateOutletRequest = z
  .object({
    opensAt: timeOfDaySchema,
    closesAt: timeOfDaySchema,
    leadMinutes: z.coerce
      .number({ message: 'validation.number' })
      .int({ message: 'validation.number' })
      .min(0, { message: 'validation.number' })
      .max(240, { message: 'validation.number' }),
    slotCapacity: z.coerce
      .number({ message: 'validation.number' })
      .int({ message: 'validation.number' })
      .min(1, { message: 'validation.number' })
      .max(500, { message: 'validation.number' }),
  })
  .refine((v) => v.opensAt < v.closesAt, {
    message: 'validation.timeOrder',
    path: ['closesAt'],
  });
export type UpdateOutletRequest = z.input<typeof updateOutletRequest>;

export const pauseOutletRequest = z.object({ paused: z.boolean() });

// ---- Categories and sub-categories

/** A category's or sub-category's Spanish and German texts, as long as its English ones. */
const categoryTranslations = translationsSchema({ name: 80, description: 300 });

export const categorySchema = z.object({
  id: z.number().int(),
  outlet: fnbOutletSchema,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** The editors' Spanish and German name and description (staff's views only). */
  translations: categoryTranslations,
  active: z.boolean(),
  sort: z.number().int(),
  subCategoryCount: z.number().int(),
  itemCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryRequest = z.object({
  outlet: fnbOutletSchema,
  name: text(2, 80),
  description: optionalText(300),
  imageUrl: fnbImageUrlSchema.nullable().default(null),
  translations: categoryTranslations,
  active: z.boolean().default(true),
  sort,
});
export type CategoryRequest = z.input<typeof categoryRequest>;

export const subCategorySchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  description: z.string(),
  translations: categoryTranslations,
  active: z.boolean(),
  sort: z.number().int(),
  itemCount: z.number().int(),
});
export type SubCategory = z.infer<typeof subCategorySchema>;

export const subCategoryRequest = z.object({
  name: text(2, 80),
  description: optionalText(300),
  translations: categoryTranslations,
  active: z.boolean().default(true),
  sort,
});
export type SubCategoryRequest = z.input<typeof subCategoryRequest>;

/** A new order of the rows of one list (categories of an outlet, sub-categories, items). */
export const reorderRequest = z.object({
  ids: z.array(idSchema).min(1, { message: 'validation.required' }).max(500, {
    message: 'validation.tooMany',
  }),
});
export type ReorderRequest = z.infer<typeof reorderRequest>;

export const activeRequest = z.object({ active: z.boolean() });

// ---- Menu items

/** An item's Spanish and German name and description, as long as its English ones. */
const itemTranslations = translationsSchema({ name: 100, description: 500 });

export const menuItemSchema = z.object({
  id: z.number().int(),
  outlet: fnbOutletSchema,
  categoryId: z.number().int(),
  categoryName: z.string(),
  subCategoryId: z.number().int().nullable(),
  subCategoryName: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  /** Minor units, before tax. */
  price: z.number().int(),
  diet: fnbDietSchema,
  imageUrl: z.string().nullable(),
  kitchen: fnbKitchenSchema,
  /** Basis points. */
  taxRate: z.number().int(),
  availableFrom: z.string().nullable(),
  availableTo: z.string().nullable(),
  /** The editors' Spanish and German name and description (staff's views only). */
  translations: itemTranslations,
  active: z.boolean(),
  /** Sold out for today (the club's date); orderable again tomorrow. */
  soldOut: z.boolean(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuItemRequest = z
  .object({
    categoryId: idSchema,
    subCategoryId: idSchema.nullable().default(null),
    name: text(2, 100),
    description: optionalText(500),
    price: menuPriceSchema,
    diet: fnbDietSchema,
    imageUrl: fnbImageUrlSchema.nullable().default(null),
    kitchen: fnbKitchenSchema,
    taxRate: fnbTaxRateSchema,
    availableFrom: timeOfDaySchema.nullable().default(null),
    availableTo: timeOfDaySchema.nullable().default(null),
    translations: itemTranslations,
    active: z.boolean().default(true),
    sort,
  })
  .refine((v) => (v.availableFrom === null) === (v.availableTo === null), {
    message: 'validation.timeBoth',
    path: ['availableTo'],
  })
  .refine((v) => !v.availableFrom || !v.availableTo || v.availableFrom < v.availableTo, {
    message: 'validation.timeOrder',
    path: ['availableTo'],
  });
export type MenuItemRequest = z.input<typeof menuItemRequest>;

export const soldOutRequest = z.object({ soldOut: z.boolean() });

/** The staff list of items (server-paged, searchable, filtered). */
export const menuItemListQuery = listQuery.extend({
  outlet: fnbOutletSchema.optional(),
  categoryId: idSchema.optional(),
  subCategoryId: idSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
  sortBy: z.enum(['name', 'price', 'category', 'sort', 'updatedAt']).optional(),
});
export type MenuItemListQuery = z.input<typeof menuItemListQuery>;
export const menuItemPage = pagedResponse(menuItemSchema);

export const categoryListQuery = listQuery.extend({
  outlet: fnbOutletSchema,
  sortBy: z.enum(['name', 'sort']).optional(),
});
export type CategoryListQuery = z.input<typeof categoryListQuery>;
export const categoryPage = pagedResponse(categorySchema);

// ---- The member's menu

export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export const memberMenuItemSchema = menuItemSchema
  .omit({ active: true, sort: true, updatedAt: true, translations: true })
  .extend({ unavailable: z.enum(UNAVAILABLE_REASONS).nullable() });
export type MemberMenuItem = z.infer<typeof memberMenuItemSchema>;

export const memberMenuQuery = readerLanguageQuery.extend({
  outlet: fnbOutletSchema.optional(),
  categoryId: idSchema.optional(),
  subCategoryId: idSchema.optional(),
  diet: fnbDietSchema.optional(),
  /** Price bounds in rupees. */
  minPrice: z.coerce.number().min(0).max(100_000).optional(),
  maxPrice: z.coerce.number().min(0).max(100_000).optional(),
  term: searchTerm,
});
export type MemberMenuQuery = z.input<typeof memberMenuQuery>;

/** The ordering home: outlets with their hours and state, active categories and sub-categories. */
export const memberMenuHome = z.object({
  outlets: z.array(outletSchema),
  categories: z.array(
    categorySchema.omit({ active: true, subCategoryCount: true, translations: true }).extend({
      subCategories: z.array(subCategorySchema.omit({ active: true, translations: true })),
    }),
  ),
});
export type MemberMenuHome = z.infer<typeof memberMenuHome>;
export const memberMenuItems = z.object({ items: z.array(memberMenuItemSchema) });

/** One category with its sub-categories (restaurant/ManageSubCategory/{id}). */
export const categoryDetail = z.object({
  category: categorySchema,
  subCategories: z.array(subCategorySchema),
});
export type CategoryDetail = z.infer<typeof categoryDetail>;
