import { bigint, boolean, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The column groups many tables share, written once. Each helper returns new column builders
 * (a table never shares a builder with another) and names its columns as the tables always
 * have, so spreading one changes no SQL (`npm run db:check`, and `db:generate` finds nothing).
 * The columns that name a member or a staff user are in people-columns.ts (members.ts and
 * staff.ts use this file, so it imports no table).
 */

/** The serial primary key `id`. */
export function serialId() {
  return serial('id').primaryKey();
}

/** A moment: `timestamp with time zone`. */
export function timestampTz(name: string) {
  return timestamp(name, { withTimezone: true });
}

/** Money in minor units (paise), read as a JavaScript number. */
export function money(name: string) {
  return bigint(name, { mode: 'number' });
}

/** `created_at`, set by the database when the row is written. */
export function createdAt() {
  return timestampTz('created_at').notNull().defaultNow();
}

/** `updated_at`, the use cases move it on with every change. */
export function updatedAt() {
  return timestampTz('updated_at').notNull().defaultNow();
}

/** `created_at` and `updated_at`. */
export function timestamps() {
  return { createdAt: createdAt(), updatedAt: updatedAt() };
}

/** `version` (optimistic concurrency: an edit names the version it saw), then the timestamps. */
export function versioned() {
  return { version: integer('version').notNull().default(0), ...timestamps() };
}

/** Whether a catalogue row is offered (`active`) and where it stands in its list (`sort`). */
export function activeAndSort() {
  return {
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  };
}

/** A photo of a room, a hall or an event: its upload's url, its place in the order shown. */
export function photoColumns() {
  return {
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  };
}

/** A booking's GST rate (basis points), its tax and its total (minor units). */
export function taxAndTotal() {
  return {
    taxRate: integer('tax_rate').notNull(),
    tax: money('tax').notNull(),
    total: money('total').notNull(),
  };
}
