import { NEWS_PAGE_PATH, PUBLIC_PAGES } from '@club/contracts';
import type { Config } from '../../config.ts';

export function robotsTxt(config: Config): string {
  const base = config.BASE_PATH;
  return [
    'User-agent: *',
    `Allow: ${base}/`,
    `Disallow: ${base}/member/`,
    `Disallow: ${base}/admin/`,
    `Disallow: ${base}/dashboards/`,
    `Disallow: ${base}/settings/`,
    `Disallow: ${base}/loginadminmember`,
    'Disallow: /api/',
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(
  config: Config,
  lastModified: Date,
  /** The published public news posts, newest first. */
  news: { slug: string; updatedAt: Date }[] = [],
): string {
  const base = `${config.publicUrl}${config.BASE_PATH}`;
  const day = lastModified.toISOString().slice(0, 10);
  // The public pages as the site spells them (contracts' PUBLIC_PAGES; the app matches any case).
  const urls = PUBLIC_PAGES.map(
    ({ slug, path }) =>
      `  <url><loc>${base}${path}</loc><lastmod>${day}</lastmod><changefreq>${slug === 'home' || slug === 'events' ? 'daily' : 'monthly'}</changefreq><priority>${slug === 'home' ? '1.0' : '0.7'}</priority></url>`,
  );
  const dayOf = (d: Date) => d.toISOString().slice(0, 10);
  urls.push(
    `  <url><loc>${base}${NEWS_PAGE_PATH}</loc><lastmod>${news[0] ? dayOf(news[0].updatedAt) : day}</lastmod><changefreq>daily</changefreq><priority>0.7</priority></url>`,
    ...news.map(
      (n) =>
        `  <url><loc>${base}${NEWS_PAGE_PATH}/${n.slug}</loc><lastmod>${dayOf(n.updatedAt)}</lastmod><changefreq>monthly</changefreq><priority>0.6</priority></url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
