import { formatMinor, LANGUAGE_LOCALES, type Language } from '@club/contracts/core';

/*
 * The one rule for times, dates and money on every screen: the club's time zone (settings
 * timeZone), whatever the browser's, and one format per language (the language's locale,
 * LANGUAGE_LOCALES). This file and use-club-format.ts are the only places that may format a
 * date (ESLint refuses Intl.DateTimeFormat and toLocale*String elsewhere in the web app).
 */

export interface ClubFormatOptions {
  /** The reader's language (en, es, de); anything else reads as English. */
  language: string;
  /** The club's IANA time zone. */
  timeZone: string;
  /** The club's currency (ISO 4217). */
  currency: string;
}

/** What a date picker hands its value formatter (Mantine's DateFormatter input). */
export interface PickerLabelInput {
  type: string;
  date: unknown;
  labelSeparator: string;
}

/** 'YYYY-MM-DD': a calendar date (a birthday, a bill date) that has no time zone. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The date an instant falls on in a time zone, 'YYYY-MM-DD'. */
export function dayIn(timeZone: string, at: Date | string = new Date()): string {
  return formatter('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(typeof at === 'string' ? new Date(at) : at);
}

/** Today's date in a time zone, 'YYYY-MM-DD' (the club's date, whatever the browser's zone). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayIn(timeZone, now);
}

/*
 * Made once each, on first use: making a format is costly (the first of a locale loads its
 * data), some 40 ms of a phone's main thread for the handful a screen might use, and a page
 * that shows no date (the sign-in page) should not pay for them while it starts.
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function madeOnce<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T) {
  let f = made.get(key) as T | undefined;
  if (!f) {
    f = make();
    made.set(key, f);
  }
  return f;
}
const formatter = (locale: string, options: Intl.DateTimeFormatOptions) =>
  madeOnce(`${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
/**
 * Node's ICU writes a time's narrow and thin spaces ("9:30\u202fam\u2009–\u20096:00\u202fpm")
 * where Chromium's writes plain ones: a page the server draws (the footer's office hours) would
 * not match the browser's and fail to hydrate. Both read the same with plain spaces.
 */
const plainSpaces = (text: string) => text.replace(/[\u202f\u2009]/g, ' ');
/** The reader's whole-number format. */
const counter = (locale: string) =>
  madeOnce(`${locale}|count`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));

/** The reader's percentages: "18%", "18 %", "12,5 %". */
const percenter = (locale: string) =>
  madeOnce(
    `${locale}|percent`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
  );
/** The reader's megabytes: "5 MB". */
const megabyter = (locale: string) =>
  madeOnce(
    `${locale}|MB`,
    () =>
      new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
  );

/** A calendar date ('YYYY-MM-DD') as the instant that reads as that date in UTC. */
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Money, dates and times for a reader in the club: dates and times of instants in the club's
 * time zone, calendar dates as they are, each in the reader's language's one format.
 */
export function clubFormatter({ language, timeZone, currency }: ClubFormatOptions) {
  const locale = LANGUAGE_LOCALES[language as Language] ?? LANGUAGE_LOCALES.en;
  const dateOf = (zone: string) => formatter(locale, { dateStyle: 'medium', timeZone: zone });
  const dateTimeOf = () => formatter(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const timeOf = () => formatter(locale, { timeStyle: 'short', timeZone });
  const monthOf = () => formatter(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const monthNameOf = () => formatter(locale, { month: 'long', timeZone: 'UTC' });
  const clockOf = () => formatter(locale, { timeStyle: 'short', timeZone: 'UTC' });
  const weekdayOf = () => formatter(locale, { weekday: 'short', timeZone: 'UTC' });
  const countOf = () => counter(locale);

  const date = (value: string) =>
    CALENDAR_DATE.test(value)
      ? dateOf('UTC').format(utcDay(value))
      : dateOf(timeZone).format(new Date(value));
  const today = (now: Date = new Date()) => todayIn(timeZone, now);

  return {
    locale,
    timeZone,
    currency,
    /** Minor units in the club's currency (or another), e.g. "₹1,234.50", "1.234,50 €". */
    money: (minor: number, cur = currency) => formatMinor(minor, cur, locale),
    /** A whole number in the reader's format: "10,000", "10.000". */
    count: (n: number) => countOf().format(n),
    /** A rate in basis points (a tax rate: 1800) as a percentage: "18%", "18 %". */
    percent: (basisPoints: number) => percenter(locale).format(basisPoints / 10_000),
    /** A size in bytes in megabytes (of 1,048,576 bytes): "5 MB". */
    megabytes: (bytes: number) => megabyter(locale).format(bytes / 1_048_576),
    /** 'YYYY-MM' as "November 2026". */
    month: (month: string) => monthOf().format(utcDay(`${month}-01`)),
    /** A month's name, 1 (January) to 12. */
    monthName: (month: number) =>
      monthNameOf().format(utcDay(`2024-${String(month).padStart(2, '0')}-01`)),
    /** A weekday's short name, 1 (Monday) to 7 (Sunday): "Mon", "lun", "Mo". */
    weekdayName: (isoDay: number) => weekdayOf().format(utcDay(`2024-01-0${isoDay}`)),
    /** A date: a calendar date ('YYYY-MM-DD') as it is, an instant as its date at the club. */
    date,
    /** An instant's date and time of day at the club. */
    dateTime: (iso: string) => dateTimeOf().format(new Date(iso)),
    /** An instant's time of day at the club. */
    time: (iso: string) => timeOf().format(new Date(iso)),
    /** The time of day at the club, when it is today there; else the date and time. */
    timeOrDateTime: (iso: string) =>
      dayIn(timeZone, iso) === today()
        ? timeOf().format(new Date(iso))
        : dateTimeOf().format(new Date(iso)),
    /** A club time of day, 'HH:MM' (opening hours), as the reader writes times. */
    clock: (hhmm: string) => {
      const [h, m] = hhmm.split(':').map(Number) as [number, number];
      return plainSpaces(clockOf().format(new Date(Date.UTC(2000, 0, 1, h, m))));
    },
    /**
     * From one club time of day to another ('HH:MM'), as the reader writes such a span:
     * "9:30 am – 6:00 pm", "9:30–18:00", "09:30–18:00 Uhr".
     */
    clockRange: (from: string, to: string) => {
      const at = (hhmm: string) => {
        const [h, m] = hhmm.split(':').map(Number) as [number, number];
        return new Date(Date.UTC(2000, 0, 1, h, m));
      };
      return plainSpaces(clockOf().formatRange(at(from), at(to)));
    },
    /** The club's date today, 'YYYY-MM-DD'. */
    today,
    /** The club's date an instant falls on, 'YYYY-MM-DD'. */
    dayOf: (iso: string) => dayIn(timeZone, iso),
    /**
     * A date picker's value as the input shows it (Mantine's valueFormatter): the same format
     * as every other date. Values are calendar dates ('YYYY-MM-DD', maybe with a time).
     */
    pickerLabel: ({ type, date: value, labelSeparator }: PickerLabelInput) => {
      const one = (d: unknown) => (typeof d === 'string' && d ? date(d.slice(0, 10)) : '');
      if (Array.isArray(value)) {
        if (type === 'range') {
          const [from, to] = value as unknown[];
          if (!from) return '';
          return to
            ? `${one(from)} ${labelSeparator} ${one(to)}`
            : `${one(from)} ${labelSeparator} `;
        }
        return value.map(one).filter(Boolean).join(', ');
      }
      return one(value);
    },
    /**
     * The club's current year. Time zones are at most 14 hours from UTC, so outside the 31st of
     * December and the 1st of January (UTC) it is UTC's: the page footer's year then makes no
     * date format while the page starts (see `madeOnce`).
     */
    year: (now: Date = new Date()) => {
      const month = now.getUTCMonth();
      const day = now.getUTCDate();
      const nearNewYear = (month === 11 && day === 31) || (month === 0 && day === 1);
      return nearNewYear ? Number(today(now).slice(0, 4)) : now.getUTCFullYear();
    },
  };
}

export type ClubFormat = ReturnType<typeof clubFormatter>;
