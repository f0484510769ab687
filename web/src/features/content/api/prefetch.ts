import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLanguage } from '../../../lib/use-language';
import { slugOfPath } from '../site-map';
import { pagesQueryOptions } from './get-pages';
import { pageQueryOptions } from './get-page';
import { siteImagesQueryOptions } from './get-site-images';

/**
 * Starts loading a public page's content as soon as the layout shows, in parallel with the
 * session check and the page's own code (rather than one after the other).
 */
export function usePrefetchPublicContent(pathname: string) {
  const qc = useQueryClient();
  const lang = useLanguage();
  useEffect(() => {
    const slug = slugOfPath(pathname);
    if (!slug) return;
    void qc.prefetchQuery(pageQueryOptions(slug, lang));
    if (slug === 'home') {
      void qc.prefetchQuery(pageQueryOptions('events', lang));
      void qc.prefetchQuery(siteImagesQueryOptions('banner'));
      void qc.prefetchQuery(siteImagesQueryOptions('gallery'));
      void qc.prefetchQuery(pagesQueryOptions('facilities', lang));
    }
  }, [qc, pathname, lang]);
}
