import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  integer,
  pgTable,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  FNB_DIETS,
  FNB_KITCHENS,
  FNB_OUTLETS,
  FNB_TAX_RATES,
  type Translations,
} from '@club/contracts';
import { serialId, money, updatedAt, timestamps, activeAndSort } from './columns.ts';
import { inList } from './in-list.ts';

/** 'HH:MM' (24 h) or null. */
const timeOfDay = (column: AnyPgColumn) => sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/**
 * An outlet (DOMAIN.md "Food and beverages": Restaurant and Bar): today's ordering hours, the
 * kitchen's lead time, how many orders one 30-minute pickup slot takes, and the kitchen's
 * "pause ordering" switch.
 */
export const fnbOutlets = pgTable(
  'fnb_outlets',
  {
    code: text('code', { enum: FNB_OUTLETS }).primaryKey(),
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
    leadMinutes: integer('lead_minutes').notNull(),
    slotCapacity: integer('slot_capacity').notNull(),
    paused: boolean('paused').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('fnb_outlets_code_ck', inList(t.code, FNB_OUTLETS)),
    check('fnb_outlets_opens_ck', timeOfDay(t.opensAt)),
    check('fnb_outlets_closes_ck', timeOfDay(t.closesAt)),
    check('fnb_outlets_hours_ck', sql`${t.opensAt} < ${t.closesAt}`),
    check('fnb_outlets_lead_ck', sql`${t.leadMinutes} between 0 and 240`),
    check('fnb_outlets_slot_ck', sql`${t.slotCapacity} between 1 and 500`),
  ],
);

/** A menu category of one outlet (name, description, image, active, sort). */
export const fnbCategories = pgTable(
  'fnb_categories',
  {
    id: serialId(),
    outlet: text('outlet', { enum: FNB_OUTLETS })
      .notNull()
      .references(() => fnbOutlets.code),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    /** The editors' Spanish and German texts of its name and description (blank: read in English). */
    translations: jsonb('translations')
      .$type<Translations<'name' | 'description'>>()
      .notNull()
      .default({}),
    ...activeAndSort(),
    ...timestamps(),
  },
  (t) => [index('fnb_categories_outlet_sort_idx').on(t.outlet, t.sort, t.id)],
);

/** A sub-category of a category. */
export const fnbSubCategories = pgTable(
  'fnb_sub_categories',
  {
    id: serialId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => fnbCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The editors' Spanish and German texts of its name and description (blank: read in English). */
    translations: jsonb('translations')
      .$type<Translations<'name' | 'description'>>()
      .notNull()
      .default({}),
    ...activeAndSort(),
    ...timestamps(),
  },
  (t) => [index('fnb_sub_categories_category_sort_idx').on(t.categoryId, t.sort, t.id)],
);

/**
 * A menu item. Its outlet is its category's (kept here for the member's menu and the kitchen
 * view). `soldOutOn` is the club's date the kitchen marked it sold out: it orders again the
 * next day without anyone remembering to switch it back.
 */
export const fnbItems = pgTable(
  'fnb_items',
  {
    id: serialId(),
    outlet: text('outlet', { enum: FNB_OUTLETS })
      .notNull()
      .references(() => fnbOutlets.code),
    categoryId: integer('category_id')
      .notNull()
      .references(() => fnbCategories.id),
    subCategoryId: integer('sub_category_id').references(() => fnbSubCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Minor units (paise), before tax. */
    price: money('price').notNull(),
    diet: text('diet', { enum: FNB_DIETS }).notNull(),
    imageUrl: text('image_url'),
    kitchen: text('kitchen', { enum: FNB_KITCHENS }).notNull(),
    /** GST in basis points (500 = 5 %). */
    taxRate: integer('tax_rate').notNull(),
    availableFrom: text('available_from'),
    availableTo: text('available_to'),
    active: boolean('active').notNull().default(true),
    soldOutOn: date('sold_out_on', { mode: 'string' }),
    /** The editors' Spanish and German texts of its name and description (blank: read in English). */
    translations: jsonb('translations')
      .$type<Translations<'name' | 'description'>>()
      .notNull()
      .default({}),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('fnb_items_category_sort_idx').on(t.categoryId, t.sort, t.id),
    index('fnb_items_outlet_active_idx').on(t.outlet, t.active),
    check('fnb_items_price_ck', sql`${t.price} > 0 and ${t.price} <= 10000000`),
    check('fnb_items_diet_ck', inList(t.diet, FNB_DIETS)),
    check('fnb_items_kitchen_ck', inList(t.kitchen, FNB_KITCHENS)),
    check('fnb_items_tax_ck', sql`${t.taxRate} in (${sql.raw(FNB_TAX_RATES.join(','))})`),
    check(
      'fnb_items_hours_ck',
      sql`(${t.availableFrom} is null and ${t.availableTo} is null) or (${timeOfDay(t.availableFrom)} and ${timeOfDay(t.availableTo)} and ${t.availableFrom} < ${t.availableTo})`,
    ),
  ],
);
