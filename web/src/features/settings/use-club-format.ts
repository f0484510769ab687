import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubSettings } from './api/get-settings';
import { clubFormatter, type ClubFormat } from './club-format';

/** Until the settings arrive (they are embedded in public pages, cached everywhere else). */
const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
const DEFAULT_CURRENCY = 'INR';

/**
 * Money (minor units), months, dates and times in the reader's language, the club's currency
 * and the club's time zone: the one formatter every screen uses (club-format.ts says the rule).
 */
export function useClubFormat(): ClubFormat {
  const { i18n } = useTranslation();
  const settings = useClubSettings().data;
  const language = i18n.resolvedLanguage ?? 'en';
  const timeZone = settings?.timeZone ?? DEFAULT_TIME_ZONE;
  const currency = settings?.currency ?? DEFAULT_CURRENCY;
  return useMemo(
    () => clubFormatter({ language, timeZone, currency }),
    [language, timeZone, currency],
  );
}
