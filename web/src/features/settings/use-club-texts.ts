import { clubSettingText } from '@club/contracts/core';
import { useLanguage } from '../../lib/use-language';
import { useClubSettings } from './api/get-settings';
import { officeHoursLines } from './office-hours-text';
import { useClubFormat } from './use-club-format';

/** The club's timings as a reader sees them. */
export interface ClubTexts {
  /** The club's timings, the office's text in the reader's language (English where none). */
  clubTimings: string;
  /** The office's hours, drawn from the hours the portal acts on: one line a run of days. */
  officeHours: string[];
}

/**
 * The club's own texts (its timings) in the reader's language, and the office's hours from the
 * settings' officeHours in the reader's format; undefined while the settings load.
 */
export function useClubTexts(): ClubTexts | undefined {
  const settings = useClubSettings().data;
  const language = useLanguage();
  const fmt = useClubFormat();
  if (!settings) return undefined;
  return {
    clubTimings: clubSettingText(settings, 'clubTimings', language),
    officeHours: officeHoursLines(settings.officeHours, fmt),
  };
}
