import type { TranslatedParam } from '@club/contracts';

/**
 * A name in the club's languages as a notification's flat params: `name` in English,
 * `name_es` and `name_de` beside it when written (the bell reads the reader's, else English).
 */
export function translatedParams(name: string, p: TranslatedParam): Record<string, string> {
  const out: Record<string, string> = { [name]: p.en };
  for (const [lang, text] of Object.entries(p)) {
    if (lang !== 'en' && typeof text === 'string') out[`${name}_${lang}`] = text;
  }
  return out;
}
