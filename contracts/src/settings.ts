import { z } from 'zod';
import { cancellationPoliciesSchema } from './cancellation-policy.ts';
import type { SETTINGS_TRANSLATION_LANGUAGES } from './enums.ts';

export { clubSettingText, SETTINGS_TRANSLATED_FIELDS } from './settings-texts.ts';
export type { SettingsTranslatedField } from './settings-texts.ts';
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

/**
 * The settings as the API answers them: the kept settings and the limits the server is run
 * with, which the web app shows and checks before it sends (a file's size).
 */
export const clubSettingsAnswer = clubSettingsSchema.extend({
  /** The largest upload the server takes (UPLOAD_MAX_BYTES), in bytes. */
  uploadMaxBytes: z.number().int().positive(),
});
export type ClubSettingsAnswer = z.infer<typeof clubSettingsAnswer>;
