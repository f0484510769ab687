import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubName } from './api/get-settings';

/** Sets the document title to "<page> | <club name>" (SPEC.md §9 title template). */
export function usePageTitle(page: string | undefined): void {
  const clubName = useClubName();
  const { t } = useTranslation();
  useEffect(() => {
    const club = clubName ?? t('app.defaultName');
    document.title = page ? `${page} | ${club}` : club;
  }, [page, clubName, t]);
}
