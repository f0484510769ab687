import { max } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { contentPages } from '../../db/schema/index.ts';
import { publicNewsForSitemap } from '../news/index.ts';
import { sitemapXml } from './seo.ts';

/**
 * sitemap.xml: the public pages, last modified when a page was last edited, then the news list
 * and each published public post.
 */
export async function getSitemap(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<string> {
  const [[row], news] = await Promise.all([
    ctx.db.select({ at: max(contentPages.updatedAt) }).from(contentPages),
    publicNewsForSitemap(ctx.db),
  ]);
  return sitemapXml(ctx.config, row?.at ?? new Date(), news);
}
