/** The news module's public surface: the published public posts (the sitemap lists them). */
export { publicNewsForSitemap } from './published.ts';
