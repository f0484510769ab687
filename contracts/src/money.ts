/** Money is integer minor units (paise) end to end; these turn it into text and back. */

/** How formatMinor writes an amount. */
export interface MoneyFormat {
  /** ISO 4217 code; default 'INR'. */
  currency?: string;
  /** BCP 47 locale; default 'en-IN' (lakh grouping: 1,23,456.78). */
  locale?: string;
  /** The currency's sign before the number (₹1,234.50); false: the number alone. Default true. */
  symbol?: boolean;
  /** Thousands separators; default true. */
  grouping?: boolean;
}

/**
 * The plain amount files carry, for a program to read back: "-1234.50", no sign, no
 * separators, always two decimals.
 */
export const PLAIN_AMOUNT: MoneyFormat = { symbol: false, grouping: false, locale: 'en-US' };

/** The locale money and dates are written in for each language of the portal. */
export const LANGUAGE_LOCALES = { en: 'en-IN', es: 'es-ES', de: 'de-DE' } as const;

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Minor units as text: formatMinor(123450) is "₹1,234.50"; formatMinor(123450, 'EUR', 'de-DE')
 * "1.234,50 €"; formatMinor(-123450, { symbol: false }) "-1,234.50"; formatMinor(-123450,
 * PLAIN_AMOUNT) "-1234.50".
 */
export function formatMinor(minor: number, currency?: string, locale?: string): string;
export function formatMinor(minor: number, format: MoneyFormat): string;
export function formatMinor(
  minor: number,
  currencyOrFormat?: string | MoneyFormat,
  locale?: string,
): string {
  const f: MoneyFormat =
    typeof currencyOrFormat === 'object'
      ? currencyOrFormat
      : { currency: currencyOrFormat, locale };
  const { currency = 'INR', symbol = true, grouping = true } = f;
  const loc = f.locale ?? 'en-IN';
  const key = `${loc}|${symbol ? currency : ''}|${grouping}`;
  let nf = formatters.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(
      loc,
      symbol
        ? {
            style: 'currency',
            currency,
            // The symbol every reader knows (₹), not a code where a language lacks one ("INR").
            currencyDisplay: 'narrowSymbol',
            ...(grouping ? {} : { useGrouping: false }),
          }
        : {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
            ...(grouping ? {} : { useGrouping: false }),
          },
    );
    formatters.set(key, nf);
  }
  // 0 rather than -0, which Intl writes as "-0.00".
  return nf.format(minor === 0 ? 0 : minor / 100);
}

/** "500", "500.5", "500.50" -> 50050; anything else (or more than 2 decimals) -> null. */
export function parseMajorToMinor(text: string): number | null {
  const m = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? '').padEnd(2, '0'));
  return whole * 100 + frac;
}

/** The signs a locale writes numbers with: its decimal sign and its thousands separator. */
interface Separators {
  decimal: string;
  group: string;
  /** Whether the locale groups by lakh and crore (12,34,567), as en-IN does. */
  lakh: boolean;
}

const separatorsByLocale = new Map<string, Separators>();

function separatorsOf(locale: string): Separators {
  let s = separatorsByLocale.get(locale);
  if (!s) {
    const nf = new Intl.NumberFormat(locale);
    const parts = nf.formatToParts(1234567.5);
    s = {
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      lakh: parts.filter((p) => p.type === 'integer').length === 3 && parts[0]?.value.length === 2,
    };
    separatorsByLocale.set(locale, s);
  }
  return s;
}

/** Spaces a reader may group thousands with in any language ("1 234,56"). */
const SPACES = new Set([' ', '\u00a0', '\u202f']);

/** A currency sign pasted with the amount ("6.889,00 ₹", "Rs. 500"): not part of the number. */
const CURRENCY_SIGN = /^(?:₹|rs\.?|inr)\s*|\s*(?:₹|rs\.?|inr)$/gi;

/**
 * An amount as a reader types it in their locale, as the plain text the schemas read
 * ("1234.56"), or null when it is malformed or could be read two ways. Accepted: the locale's
 * decimal sign and thousands separator (de-DE "1.234,56", en-IN "1,23,456.78"), spaces as
 * thousands separators ("1 234,56"), and always the plain form with a point ("500.50").
 * Refused: a sign (amounts here are never negative), more than 2 decimals, groups that are
 * not whole thousands ("500,50" in English: a misplaced separator or a decimal comma?),
 * mixed separators and anything that is not a number.
 */
export function normalizeAmount(text: string, locale: string = 'en-IN'): string | null {
  const s = text.trim().replace(CURRENCY_SIGN, '');
  // Digit runs joined by single separators, nothing else.
  if (!/^\d+(?:[., \u00a0\u202f]\d+)*$/.test(s)) return null;
  const runs = s.split(/[^\d]/);
  const seps = s.replace(/\d+/g, '').split('');
  const { decimal, group, lakh } = separatorsOf(locale);

  let fraction: string | undefined;
  const last = seps.at(-1);
  const tail = runs.at(-1)!;
  // The last separator starts the fraction when it is the locale's decimal sign, or a point
  // that cannot be a thousands separator (plain "500.50" in German).
  if (last !== undefined && (last === decimal || (last === '.' && tail.length !== 3))) {
    if (tail.length > 2) return null;
    fraction = tail;
    runs.pop();
    seps.pop();
  }

  if (seps.length > 0) {
    const sep = seps[0]!;
    if (!seps.every((x) => x === sep)) return null;
    const decimalUsed = fraction === undefined ? decimal : last!;
    if (sep === decimalUsed || !(sep === group || SPACES.has(sep))) return null;
    if (runs[0]!.length > 3 || runs.at(-1)!.length !== 3) return null;
    const middleOk = (r: string) => r.length === 3 || (lakh && r.length === 2);
    if (!runs.slice(1, -1).every(middleOk)) return null;
  }

  const whole = runs.join('');
  if (whole.length > 12) return null;
  return fraction === undefined ? whole : `${whole}.${fraction}`;
}

/** An amount as typed in the reader's locale -> minor units; null as normalizeAmount. */
export function parseAmount(text: string, locale?: string): number | null {
  const plain = normalizeAmount(text, locale);
  return plain === null ? null : parseMajorToMinor(plain);
}

/**
 * Minor units as a reader types them in an amount field of their locale: two decimals with
 * the locale's decimal sign, no thousands separators ("1234,50" in German, "1234.50" in
 * English); normalizeAmount reads it back exactly.
 */
export function formatAmountInput(minor: number, locale: string = 'en-IN'): string {
  return formatMinor(minor, { locale, symbol: false, grouping: false });
}
