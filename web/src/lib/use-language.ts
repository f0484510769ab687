import type { Language } from '@club/contracts/core';
import { useTranslation } from 'react-i18next';
import { isLanguage } from './i18n';

/**
 * The reader's language (en, es or de), re-rendering when it changes: what the app asks the
 * server to write texts in (`?lang=`: statements, their PDF and CSV, receipts).
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  return isLanguage(lng) ? lng : 'en';
}
