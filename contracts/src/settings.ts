import { z } from 'zod';
import { cancellationPoliciesSchema } from './cancellation-policy.ts';
import { MEMBERSHIP_TYPES, WEEKDAYS, type SETTINGS_TRANSLATION_LANGUAGES } from './enums.ts';
import { parseMajorToMinor } from './money.ts';
import type { MembershipType } from './members.ts';

export { clubSettingText, SETTINGS_TRANSLATED_FIELDS } from './settings-texts.ts';
export type { SettingsTranslatedField } from './settings-texts.ts';
export type SettingsTranslationLanguage = (typeof SETTINGS_TRANSLATION_LANGUAGES)[number];

export const settingsTextsSchema = z.object({ clubTimings: z.string() });
export type SettingsTexts = z.infer<typeof settingsTextsSchema>;
export const settingsTranslationsSchema = z.object({
  es: settingsTextsSchema,
  de: settingsTextsSchema,
});
export type SettingsTranslations = z.infer<typeof settingsTranslationsSchema>;

/** No version in any language yet. */
export const EMPTY_SETTINGS_TRANSLATIONS: SettingsTranslations = {
  es: { clubTimings: '' },
  de: { clubTimings: '' },
};

/** A time of day, 'HH:MM' (24 h). */
const timeOfDay = z
  .string()
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { message: 'validation.timeOfDay' });

/** One weekday's office hours: open and close ('HH:MM', close after open), or null (closed). */
export const officeDaySchema = z
  .object({ open: timeOfDay, close: timeOfDay })
  .refine((d) => d.close > d.open, { message: 'validation.timeOrder', path: ['close'] })
  .nullable();
export type OfficeDay = z.infer<typeof officeDaySchema>;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The club office's opening hours, one entry a weekday (Monday first), in the club's time zone:
 * the feedback's response targets count only these hours. At least one day is open.
 */
export const officeHoursSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, officeDaySchema])) as Record<
      Weekday,
      typeof officeDaySchema
    >,
  )
  .refine((h) => WEEKDAYS.some((d) => h[d] !== null), {
    message: 'validation.required',
    path: ['mon'],
  });
export type OfficeHours = Record<Weekday, OfficeDay>;

const weekday = { open: '09:30', close: '18:00' };
/** The office's hours until the settings say otherwise: Monday to Saturday 09:30-18:00. */
export const DEFAULT_OFFICE_HOURS: OfficeHours = {
  mon: weekday,
  tue: weekday,
  wed: weekday,
  thu: weekday,
  fri: weekday,
  sat: weekday,
  sun: null,
};

/** The highest monthly minimum the settings take, minor units (1,00,000.00). */
export const MINIMUM_SPEND_MAX = 10_000_000;

/**
 * Each membership type's monthly food-and-beverage minimum, minor units (0: none). At a month's
 * end a member of the type who spent less (before tax) is charged the shortfall, once.
 */
export type MinimumSpend = Record<MembershipType, number>;
export const minimumSpendSchema = z.object(
  Object.fromEntries(
    MEMBERSHIP_TYPES.map((type) => [type, z.number().int().min(0).max(MINIMUM_SPEND_MAX)]),
  ) as Record<MembershipType, z.ZodNumber>,
);
/** No minimum for any type (a club that sets none). */
export const NO_MINIMUM_SPEND: MinimumSpend = Object.fromEntries(
  MEMBERSHIP_TYPES.map((type) => [type, 0]),
) as MinimumSpend;

/** A minimum as the office types it ('3000', '3000.50'; '' = none), kept in minor units. */
const typedMinimum = z.union([z.string(), z.number()]).transform((v, ctx) => {
  if (String(v).trim() === '') return 0;
  const minor = parseMajorToMinor(String(v));
  if (minor === null || minor < 0 || minor > MINIMUM_SPEND_MAX) {
    ctx.addIssue({ code: 'custom', message: 'validation.minimumSpend' });
    return z.NEVER;
  }
  return minor;
});
/** The settings form's minimums, one a membership type. */
export const minimumSpendRequest = z.object(
  Object.fromEntries(MEMBERSHIP_TYPES.map((type) => [type, typedMinimum])) as Record<
    MembershipType,
    typeof typedMinimum
  >,
);

export const clubSettingsSchema = z.object({
  clubName: z.string(),
  shortName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  clubTimings: z.string(),
  /**
   * The office's opening hours by weekday: the feedback targets count them, and the footer and
   * the contact page show them (no text of them is typed again).
   */
  officeHours: officeHoursSchema,
  /** 1..12: the month the financial year starts (India: April). */
  financialYearStartMonth: z.number().int().min(1).max(12),
  currency: z.string().length(3),
  timeZone: z.string(),
  /** The Spanish and German versions of the texts above ('' = show the English). */
  translations: settingsTranslationsSchema,
  /** What cancelling a room stay or a hall function refunds, by days before it. */
  cancellationPolicies: cancellationPoliciesSchema,
  /** Each membership type's monthly food-and-beverage minimum (minor units, 0: none). */
  minimumSpend: minimumSpendSchema,
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
