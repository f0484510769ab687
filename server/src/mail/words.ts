import { LANGUAGE_LOCALES, type Language } from '@club/contracts/core';

/*
 * Words a generated text (a mail, a calendar entry) puts beside a number or a date, in the
 * reader's language: the plural form the language's rules choose (CLDR's, through
 * Intl.PluralRules, as i18next's plurals on the web), never "room(s)"; a calendar day in the
 * language's date format, never "2026-12-20".
 */

const plurals = new Map<Language, Intl.PluralRules>();
const days = new Map<Language, Intl.DateTimeFormat>();

/** "1 room", "3 rooms"; "1 Platz", "2 Plätze": the count in the language's digits and its form. */
export function count(lang: Language, n: number, forms: { one: string; other: string }): string {
  let rules = plurals.get(lang);
  if (!rules) plurals.set(lang, (rules = new Intl.PluralRules(LANGUAGE_LOCALES[lang])));
  const word = rules.select(n) === 'one' ? forms.one : forms.other;
  return `${n.toLocaleString(LANGUAGE_LOCALES[lang])} ${word}`;
}

/** A calendar day ('2026-12-20') as the language writes it: "20 Dec 2026", "20.12.2026". */
export function day(lang: Language, isoDay: string): string {
  let format = days.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[lang], {
      dateStyle: 'medium',
      // The day as written: no zone moves it.
      timeZone: 'UTC',
    });
    days.set(lang, format);
  }
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : format.format(date);
}
