import { eq } from 'drizzle-orm';
import {
  DEFAULT_CANCELLATION_POLICIES,
  DEFAULT_OFFICE_HOURS,
  EMPTY_SETTINGS_TRANSLATIONS,
  NO_MINIMUM_SPEND,
  SETTINGS_TRANSLATED_FIELDS,
  SETTINGS_TRANSLATION_LANGUAGES,
  type ClubSettings,
  type SettingsTranslations,
} from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { clubSettings } from '../../db/schema/index.ts';

/*
 * The settings row as other modules read it, inside their own transactions (mails, time zone,
 * currency). The settings use cases are get-club-settings.ts and update-settings.ts.
 */

export const DEFAULT_SETTINGS = {
  clubName: 'The Riverside Gymkhana Club',
  shortName: 'Riverside Gymkhana',
  address: '1 Maidan Road, Churchgate, Mumbai 400020, India',
  phone: '+91 22 2200 1875',
  email: 'office@riversidegymkhana.example',
  itAdminEmail: 'it-admin@riversidegymkhana.example',
  clubTimings: 'Daily 06:00 to 23:00',
  officeHours: DEFAULT_OFFICE_HOURS,
  financialYearStartMonth: 4,
  currency: 'INR',
  timeZone: 'Asia/Kolkata',
  translations: {} as Partial<SettingsTranslations>,
  cancellationPolicies: DEFAULT_CANCELLATION_POLICIES,
  minimumSpend: NO_MINIMUM_SPEND,
};

export async function getSettingsRow(db: DbOrTx) {
  const [row] = await db.select().from(clubSettings).where(eq(clubSettings.id, 1));
  return row ?? { id: 1, ...DEFAULT_SETTINGS, updatedAt: new Date() };
}

export async function getSettings(db: DbOrTx): Promise<ClubSettings> {
  const { id: _id, itAdminEmail: _it, updatedAt: _u, ...publicPart } = await getSettingsRow(db);
  return {
    ...publicPart,
    translations: fullTranslations(publicPart.translations),
    // A type added after the row was saved has no minimum yet.
    minimumSpend: { ...NO_MINIMUM_SPEND, ...publicPart.minimumSpend },
  };
}

/**
 * Every language's every text, '' where none is kept; only the texts the settings have (a row
 * saved before the office timings were drawn from the office hours may still hold theirs).
 */
export function fullTranslations(kept: Partial<SettingsTranslations>): SettingsTranslations {
  const full = structuredClone(EMPTY_SETTINGS_TRANSLATIONS);
  for (const language of SETTINGS_TRANSLATION_LANGUAGES)
    for (const field of SETTINGS_TRANSLATED_FIELDS) {
      const text = kept[language]?.[field];
      if (typeof text === 'string') full[language][field] = text;
    }
  return full;
}
