import type { Language } from './core.ts';
import type { FnbOutlet } from './fnb.ts';
import { formatMinor, LANGUAGE_LOCALES } from './money.ts';
import type { MembershipType } from './members.ts';
import { TRANSLATED_LANGUAGES } from './enums.ts';
import { LEDGER_TEXTS } from './ledger-text-catalogue.ts';
import type { TranslatedLanguage, Translations } from './translations.ts';

/*
 * The texts the server generates for ledger entries, in every language. An entry stores its
 * key and raw params (`ledger_entries.text_key`, `text_params`) beside the English rendering
 * (`description`, the fallback for old rows and for free-text lines such as imported bills
 * with their own text); statements, their PDF and CSV render the key in the reader's language.
 * Params are raw values: invoice numbers and free text as they are, outlets and membership
 * types as their codes (translated here), months as 'YYYY-MM', amounts in minor units, and the
 * club's own words (an event's title) as a `TranslatedParam`: the words in every language when
 * the entry was posted, so the line reads as it did then whatever the row is renamed to.
 */

/**
 * A param of the club's own words as they were when the entry was posted: English and the
 * editors' translations (`translatedParam`). A reader reads their language's, English when it
 * is blank or missing.
 */
export type TranslatedParam = { en: string } & Partial<Record<TranslatedLanguage, string>>;

/** A param of the club's own words: its words per language, or (older rows) one plain text. */
export type OwnWords = string | TranslatedParam;

/** A row's field as a translated param: its English text and its non-blank translations. */
export function translatedParam<F extends string>(
  english: string,
  translations: Translations<F> | null | undefined,
  field: F,
): TranslatedParam {
  const out: TranslatedParam = { en: english };
  for (const lang of TRANSLATED_LANGUAGES) {
    const text = translations?.[lang]?.[field];
    if (typeof text === 'string' && text.trim() !== '') out[lang] = text;
  }
  return out;
}

/** Whether a stored param value is a translated param (an object with its English text). */
export function isTranslatedParam(value: unknown): value is TranslatedParam {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { en?: unknown }).en === 'string'
  );
}

/** A param's value in a language: a translated param's text (English when blank), any other as it is. */
export function paramIn(value: unknown, lang: Language): unknown {
  if (!isTranslatedParam(value)) return value;
  const text = (value as Partial<Record<Language, unknown>>)[lang];
  return typeof text === 'string' && text.trim() !== '' ? text : value.en;
}

/** The params of each text. */
export interface LedgerTextParams {
  /** An online dues payment; `description` is the member's own words. */
  'dues.payment': { description: string };
  'dues.refund': { description: string };
  /** An F&B order charged to the account. */
  'fnb.charge': { outlet: FnbOutlet; invoice: string };
  /** A card order's payment. */
  'fnb.card_payment': { outlet: FnbOutlet; invoice: string };
  /** What a card order's online payment is for (the payment's own description). */
  'fnb.order_payment': { outlet: FnbOutlet; orderId: number };
  /** A card payment that arrived for an order no longer waiting (refunded in full). */
  'fnb.card_payment_unplaced': { outlet: FnbOutlet; orderId: number };
  'fnb.cancelled': { invoice: string };
  'fnb.rejected': { invoice: string };
  /** `invoice` is null when the order never got one (then its number is shown). */
  'fnb.card_refund': { invoice: string | null; orderId: number };
  /** `item` is the menu item's name (as the club wrote it). */
  'fnb.line_removed': { item: string; invoice: string | null; orderId: number };
  /** A chamber booking confirmed (charged) and a confirmed one cancelled (reversed). */
  'chamber.charge': { bookingId: number; checkIn: string; nights: number };
  'chamber.cancelled': { bookingId: number };
  /** A hall booking's advance (on confirmation), the balance of its final bill, a refund. */
  'banquet.advance': { bookingId: number; date: string };
  'banquet.balance': { bookingId: number; date: string };
  'banquet.refund': { bookingId: number };
  /** A hall booking's advance paid by card; one that arrived when no advance was due (refunded in full); its card refund. */
  'banquet.card_payment': { bookingId: number; date: string };
  'banquet.card_payment_late': { bookingId: number };
  'banquet.card_refund': { bookingId: number };
  /** The final bill's balance paid online (the payment's own description). */
  'banquet.balance_payment': { bookingId: number };
  /** A confirmed one cancelled under its policy: `percent` of the charge credited back. */
  'chamber.cancel_refund': { bookingId: number; percent: number; daysBefore: number };
  /**
   * An event booked on account (charged) and a booking cancelled (reversed); `event` is its
   * title in every language when posted (older rows: the English title).
   */
  'event.charge': { bookingId: number; event: OwnWords };
  'event.cancelled': { bookingId: number; event: OwnWords };
  /** What a card booking's online payment is for (the payment's own description). */
  'event.booking_payment': { bookingId: number; event: OwnWords };
  /** A card booking's payment, on its capture. */
  'event.card_payment': { bookingId: number; event: OwnWords };
  /** A card payment that arrived for a booking no longer waiting (refunded in full). */
  'event.card_payment_unbooked': { bookingId: number; event: OwnWords };
  /** A refund of a card booking reached the card. */
  'event.card_refund': { bookingId: number; event: OwnWords };
  /** An imported monthly bill: the charge and what the office received. */
  'bill.charge': { month: string };
  'bill.received': { month: string };
  /** The monthly subscription (`amount` optional: minor units, shown when given). */
  'subscription.monthly': { membershipType: MembershipType; month: string; amount?: number };
  /**
   * A month's food-and-beverage minimum not reached: the shortfall charged at the month's end
   * (`minimum` and `spent`: minor units, before tax).
   */
  'minimum.shortfall': { month: string; minimum: number; spent: number };
  /** Credits the club office gives (the demo's). */
  'credit.court_cancelled': Record<string, never>;
  'credit.bar_overcharge': Record<string, never>;
  'credit.room_deposit': Record<string, never>;
  'credit.event_cancelled': Record<string, never>;
  'credit.service_charge_waived': Record<string, never>;
}

export type LedgerTextKey = keyof LedgerTextParams;

/** A text to post: its key and params, typed together. */
export type LedgerText = {
  [K in LedgerTextKey]: Record<string, never> extends LedgerTextParams[K]
    ? { key: K; params?: LedgerTextParams[K] }
    : { key: K; params: LedgerTextParams[K] };
}[LedgerTextKey];

/** Formats a text's params for one language. */
export interface LedgerTextFormat {
  lang: Language;
  /** 'YYYY-MM' -> "March 2025", "marzo de 2025", "März 2025". */
  month: (month: string) => string;
  /** Minor units -> "1,234.50", "1.234,50" (no symbol: the statement names its currency). */
  amount: (minor: number) => string;
  /** A calendar day 'YYYY-MM-DD' -> "2 Jan 2027", "2 ene 2027", "02.01.2027". */
  day: (date: string) => string;
}

export { LEDGER_TEXTS, membershipTypeText, outletText } from './ledger-text-catalogue.ts';

export const LEDGER_TEXT_KEYS = Object.keys(LEDGER_TEXTS) as LedgerTextKey[];

export function isLedgerTextKey(key: string): key is LedgerTextKey {
  return Object.hasOwn(LEDGER_TEXTS, key);
}

const monthFormats = new Map<Language, Intl.DateTimeFormat>();
const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** The format of one language: its months and amounts. */
export function ledgerTextFormat(lang: Language): LedgerTextFormat {
  const locale = LANGUAGE_LOCALES[lang];
  return {
    lang,
    month: (month) => {
      const m = /^(\d{4})-(\d{2})$/.exec(month);
      if (!m) return month;
      let f = monthFormats.get(lang);
      if (!f) {
        f = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
        monthFormats.set(lang, f);
      }
      return f.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
    },
    amount: (minor) => formatMinor(minor, { symbol: false, locale }),
    day: (date) => {
      const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
      if (!d) return date;
      let f = dayFormats.get(lang);
      if (!f) {
        f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
        dayFormats.set(lang, f);
      }
      return f.format(new Date(Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]))));
    },
  };
}

/** A text in a language. */
export function renderLedgerText(text: LedgerText, lang: Language): string {
  const render = LEDGER_TEXTS[text.key][lang] as unknown as (
    p: Record<string, unknown>,
    f: LedgerTextFormat,
  ) => string;
  const params = Object.fromEntries(
    Object.entries(text.params ?? {}).map(([name, value]) => [name, paramIn(value, lang)]),
  );
  return render(params, ledgerTextFormat(lang));
}

/**
 * A stored entry's description in the reader's language: its key and params rendered, or its
 * stored text when it has no key (old rows, free-text lines), an unknown key or params that
 * do not render.
 */
export function ledgerDescription(
  entry: { description: string; textKey?: string | null; textParams?: unknown },
  lang: Language,
): string {
  const key = entry.textKey;
  if (!key || !isLedgerTextKey(key)) return entry.description;
  try {
    const params = entry.textParams && typeof entry.textParams === 'object' ? entry.textParams : {};
    const text = renderLedgerText({ key, params } as LedgerText, lang);
    // A param missing from a stored row renders as "undefined", one of a shape no text knows
    // as "[object Object]": the stored text is better.
    return text.includes('undefined') || text.includes('[object') ? entry.description : text;
  } catch {
    return entry.description;
  }
}
