import { useTranslation } from 'react-i18next';

/** "Skip to main content" for keyboard users: visible when focused. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main-content" className="skip-link">
      {t('app.skipToContent')}
    </a>
  );
}
