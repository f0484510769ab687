import { formatMinor } from '@club/contracts';
import { useTranslation } from 'react-i18next';
import { useClubSettings } from '../../settings';

const LOCALE: Record<string, string> = { en: 'en-IN', es: 'es-ES', de: 'de-DE' };

/** Money (minor units) and dates in the UI language and the club's time zone. */
export function usePaymentFormat() {
  const { i18n } = useTranslation();
  const settings = useClubSettings().data;
  const lang = i18n.resolvedLanguage ?? 'en';
  const locale = LOCALE[lang] ?? 'en-IN';
  const timeZone = settings?.timeZone ?? 'Asia/Kolkata';
  return {
    currency: settings?.currency ?? 'INR',
    money: (minor: number, currency = settings?.currency ?? 'INR') =>
      formatMinor(minor, currency, locale),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
        new Date(iso),
      ),
  };
}
