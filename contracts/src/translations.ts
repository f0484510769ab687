import { z } from 'zod';
import type { Language } from './core.ts';
import { TRANSLATED_LANGUAGES } from './enums.ts';

/*
 * The editors' translations of a catalogue's own words (menu items, categories, event
 * categories, events' venues): the English text stays in its columns, as the club writes it;
 * Spanish and German sit beside it, field by field. A field left blank is read in English.
 */

export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** A row's translations: per language, per field, the translated text ('' or absent = English). */
export type Translations<F extends string = string> = Partial<
  Record<TranslatedLanguage, Partial<Record<F, string>>>
>;

/**
 * The request's and the answer's shape for the fields `fields` (each with its longest length):
 * blank texts are dropped, so a field never translated and one cleared read the same.
 */
export function translationsSchema<const F extends string>(fields: Record<F, number>) {
  const one = z.object(
    Object.fromEntries(
      Object.entries<number>(fields).map(([name, max]) => [
        name,
        z.string().trim().max(max, { message: 'validation.textLong' }).optional(),
      ]),
    ) as Record<F, z.ZodOptional<z.ZodString>>,
  );
  return z
    .object({ es: one.optional(), de: one.optional() })
    .default({})
    .transform((v) => withoutBlanks(v as Translations<F>));
}

/** The translations without blank texts, and without a language left empty. */
export function withoutBlanks<F extends string>(t: Translations<F>): Translations<F> {
  const out: Translations<F> = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const texts = Object.entries(t[lang] ?? {}).filter(
      (e): e is [F, string] => typeof e[1] === 'string' && e[1].trim() !== '',
    );
    if (texts.length) out[lang] = Object.fromEntries(texts) as Partial<Record<F, string>>;
  }
  return out;
}

/** A field's text in a language: its translation when the editors gave one, else English. */
export function translated<F extends string>(
  english: string,
  translations: Translations<F> | null | undefined,
  lang: Language,
  field: F,
): string {
  if (lang === 'en') return english;
  const text = translations?.[lang]?.[field];
  return text && text.trim() !== '' ? text : english;
}

/**
 * Some fields' translations out of a row's (blank texts dropped): what a record copies from
 * the catalogue when it keeps the words as they were (an order line keeps its item's name).
 */
export function translationsOf<F extends string, K extends F>(
  t: Translations<F> | null | undefined,
  fields: readonly K[],
): Translations<K> {
  const picked: Translations<K> = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const texts = t?.[lang];
    if (texts)
      picked[lang] = Object.fromEntries(fields.map((f) => [f, texts[f]])) as Partial<
        Record<K, string>
      >;
  }
  return withoutBlanks(picked);
}
