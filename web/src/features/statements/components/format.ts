import { formatMinor } from '@club/contracts';
import { useTranslation } from 'react-i18next';
import { useClubSettings } from '../../settings';

const LOCALE: Record<string, string> = { en: 'en-IN', es: 'es-ES', de: 'de-DE' };

/** Formats money (minor units), months and dates in the UI language and the club's time zone. */
export function useStatementFormat() {
  const { i18n } = useTranslation();
  const settings = useClubSettings().data;
  const lang = i18n.resolvedLanguage ?? 'en';
  const locale = LOCALE[lang] ?? 'en-IN';
  const timeZone = settings?.timeZone ?? 'Asia/Kolkata';
  const currency = settings?.currency ?? 'INR';
  return {
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
