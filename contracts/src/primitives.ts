import { z } from 'zod';
import { LANGUAGES } from './core.ts';

/*
 * The shared primitives every request schema builds on. Each refuses what PostgreSQL cannot
 * store, so that no input reaches the database only to fail there: ids past its integer,
 * dates outside the years the club deals in, and (checked for every field of every request
 * at once by the server, see `findUnstorableText`) text with a NUL or half a surrogate pair.
 */

/** The largest value of PostgreSQL's `integer`, the type of every id. */
export const MAX_ID = 2_147_483_647;

/** A row id in a path, a query or a body: a whole number from 1 to MAX_ID. */
export const idSchema = z.coerce
  .number({ message: 'validation.id' })
  .int({ message: 'validation.id' })
  .min(1, { message: 'validation.id' })
  .max(MAX_ID, { message: 'validation.id' });

/** The path parameters `{ id }` of a route about one row. */
export const idParams = z.object({ id: idSchema });

/** The page of a server-paged list: far past any list's end, well inside the database's range. */
export const MAX_PAGE_INDEX = 1_000_000;

/** The years a date may fall in: from the oldest member's birth to well past any booking. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

function isRealDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function inYears(s: string): boolean {
  const year = Number(s.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** A calendar date 'YYYY-MM-DD' that exists, in the years MIN_YEAR to MAX_YEAR. */
export const isoDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date', abort: true })
  .refine(isRealDate, { message: 'validation.date', abort: true })
  .refine(inYears, { message: 'validation.dateRange' });

/** A month 'YYYY-MM' in the years MIN_YEAR to MAX_YEAR. */
export const isoMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'validation.monthFormat', abort: true })
  .refine(inYears, { message: 'validation.dateRange' });

/** Text PostgreSQL cannot store: a NUL, or half of a UTF-16 surrogate pair (no UTF-8 form). */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text can be stored as it is (in a text column or inside JSON). */
export const isStorableText = (s: string): boolean => !UNSTORABLE.test(s);

/**
 * The path of the first text (value or key) in a request part that PostgreSQL cannot store,
 * e.g. ['dependents', 0, 'name']; undefined when every text is storable.
 */
export function findUnstorableText(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key];
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** The deepest nesting a JSON request body may have (the deepest contract nests 4). */
export const MAX_JSON_DEPTH = 32;

/**
 * How deep a JSON text nests, counted without parsing it (so that a body nesting thousands of
 * levels is refused before any recursive code sees it). Stops counting past `limit`.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > max) max = depth;
      if (max > limit) return max;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return max;
}

/**
 * The reader's language (`?lang=`, as the web app's language menu chose it), English when
 * none is given: a read or an action answers its words in it (statements, their PDF and CSV,
 * the menu, events, orders, public pages).
 */
export const readerLanguageQuery = z.object({
  lang: z.enum(LANGUAGES, { message: 'validation.oneOf' }).default('en'),
});

/** A trimmed text of `min` to `max` characters (a `min` of 1 or less: required). */
export const boundedText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, { message: min <= 1 ? 'validation.required' : 'validation.textShort' })
    .max(max, { message: 'validation.textLong' });

/** A GST rate in basis points, one of `rates` (a form sends it as text). */
export const taxRateSchema = (rates: readonly number[]) =>
  z.coerce
    .number({ message: 'validation.oneOf' })
    .refine((v) => rates.includes(v), { message: 'validation.oneOf' });
