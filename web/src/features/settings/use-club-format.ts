import { formatMinor, LANGUAGE_LOCALES, type Language } from '@club/contracts/core';
import { useTranslation } from 'react-i18next';
import { useClubSettings } from './api/get-settings';

/**
 * Money (minor units), months and dates in the reader's language and the club's currency and
 * time zone: the one formatter every screen that shows money uses.
 */
export function useClubFormat() {
  const { i18n } = useTranslation();
  const settings = useClubSettings().data;
  const lang = i18n.resolvedLanguage ?? 'en';
  const locale = LANGUAGE_LOCALES[lang as Language] ?? LANGUAGE_LOCALES.en;
  const timeZone = settings?.timeZone ?? 'Asia/Kolkata';
  const currency = settings?.currency ?? 'INR';
  return {
    currency,
    money: (minor: number, cur = currency) => formatMinor(minor, cur, locale),
    month: (month: string) => {
      const [y, m] = month.split('-').map(Number) as [number, number];
      return new Intl.DateTimeFormat(lang, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(y, m - 1, 1)));
    },
    date: (iso: string) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone }).format(new Date(iso)),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
        new Date(iso),
      ),
  };
}
