import { clubSettingText, type SettingsTranslatedField } from '@club/contracts/core';
import { useLanguage } from '../../lib/use-language';
import { useClubSettings } from './api/get-settings';

/**
 * The club's own texts (its timings) in the reader's language, the English where the office
 * keeps none; undefined while the settings load.
 */
export function useClubTexts(): Record<SettingsTranslatedField, string> | undefined {
  const settings = useClubSettings().data;
  const language = useLanguage();
  if (!settings) return undefined;
  return {
    clubTimings: clubSettingText(settings, 'clubTimings', language),
    officeTimings: clubSettingText(settings, 'officeTimings', language),
  };
}
