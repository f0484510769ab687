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
        ? { style: 'currency', currency, ...(grouping ? {} : { useGrouping: false }) }
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
