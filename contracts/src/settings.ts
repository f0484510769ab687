import { z } from 'zod';
import { cancellationPoliciesSchema } from './cancellation-policy.ts';
import type { Language } from './core.ts';

/**
 * The club's own texts a reader sees in their language (the footer's and the contact page's
 * timings). English is the settings' own field; Spanish and German versions are kept beside
 * it, and an empty one shows the English text.
 */
export const SETTINGS_TRANSLATED_FIELDS = ['clubTimings', 'officeTimings'] as const;
export type SettingsTranslatedField = (typeof SETTINGS_TRANSLATED_FIELDS)[number];
export const SETTINGS_TRANSLATION_LANGUAGES = ['es', 'de'] as const;
export type SettingsTranslationLanguage = (typeof SETTINGS_TRANSLATION_LANGUAGES)[number];

export const settingsTextsSchema = z.object({ clubTimings: z.string(), officeTimings: z.string() });
export type SettingsTexts = z.infer<typeof settingsTextsSchema>;
export const settingsTranslationsSchema = z.object({
  es: settingsTextsSchema,
  de: settingsTextsSchema,
});
export type SettingsTranslations = z.infer<typeof settingsTranslationsSchema>;

/** No version in any language yet. */
export const EMPTY_SETTINGS_TRANSLATIONS: SettingsTranslations = {
  es: { clubTimings: '', officeTimings: '' },
  de: { clubTimings: '', officeTimings: '' },
};

export const clubSettingsSchema = z.object({
  clubName: z.string(),
  shortName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  clubTimings: z.string(),
  officeTimings: z.string(),
  /** 1..12: the month the financial year starts (India: April). */
  financialYearStartMonth: z.number().int().min(1).max(12),
  currency: z.string().length(3),
  timeZone: z.string(),
  /** The Spanish and German versions of the texts above ('' = show the English). */
  translations: settingsTranslationsSchema,
  /** What cancelling a room stay or a hall function refunds, by days before it. */
  cancellationPolicies: cancellationPoliciesSchema,
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;

/** One of the club's texts in the reader's language, or in English where none is kept. */
export function clubSettingText(
  settings: Pick<ClubSettings, SettingsTranslatedField | 'translations'>,
  field: SettingsTranslatedField,
  language: Language,
): string {
  const own = language === 'en' ? '' : settings.translations[language][field].trim();
  return own || settings[field];
}
