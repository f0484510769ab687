import type { Language } from './core.ts';

/**
 * The club's own texts a reader sees in their language (the footer's and the contact page's
 * club timings; the office's hours are drawn from settings.officeHours, never typed). English
 * is the settings' own field; Spanish and German versions are kept beside it, and an empty one
 * shows the English text.
 */
export const SETTINGS_TRANSLATED_FIELDS = ['clubTimings'] as const;
export type SettingsTranslatedField = (typeof SETTINGS_TRANSLATED_FIELDS)[number];

/** One of the club's texts in the reader's language, or in English where none is kept. */
export function clubSettingText(
  settings: Record<SettingsTranslatedField, string> & {
    translations: Record<Exclude<Language, 'en'>, Record<SettingsTranslatedField, string>>;
  },
  field: SettingsTranslatedField,
  language: Language,
): string {
  const own = language === 'en' ? '' : settings.translations[language][field].trim();
  return own || settings[field];
}
