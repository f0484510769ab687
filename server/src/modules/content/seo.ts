import type { Config } from '../../config.ts';

/** The public paths of SPEC.md §2 as the site spells them (the app matches any case). */
export const PUBLIC_PATHS = [
  '/home',
  '/aboutus',
  '/Clubfacilities',
  '/Committemembers',
  '/Cricket',
  '/Hockey',
  '/Tennis',
  '/Squash',
  '/badminton',
  '/Swimming',
  '/billiards',
  '/Gym',
  '/Yoga',
  '/Otherwellness',
  '/Library',
  '/Cards',
  '/Restaurants',
  '/Yorkerbar',
  '/Banquets',
  '/Thechambers',
  '/chamberbooking',
  '/Events',
  '/affiliated',
  '/Contactus',
] as const;

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

export function sitemapXml(config: Config, lastModified: Date): string {
  const base = `${config.publicUrl}${config.BASE_PATH}`;
  const day = lastModified.toISOString().slice(0, 10);
  const urls = PUBLIC_PATHS.map(
    (p) =>
      `  <url><loc>${base}${p}</loc><lastmod>${day}</lastmod><changefreq>${p === '/home' || p === '/Events' ? 'daily' : 'monthly'}</changefreq><priority>${p === '/home' ? '1.0' : '0.7'}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
