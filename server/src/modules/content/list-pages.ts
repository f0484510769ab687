import { FACILITY_SLUGS, PAGE_SLUGS, type PageSummary } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { contentPages } from '../../db/schema/index.ts';
import { toPage } from './page-view.ts';

/** Every page (admin list), or the facility pages in menu order (cards). */
export async function listPages(
  ctx: AppContext,
  _actor: Actor,
  input: { which: 'all' | 'facilities' },
): Promise<PageSummary[]> {
  const rows = await ctx.db.select().from(contentPages);
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const slugs = input.which === 'all' ? PAGE_SLUGS : FACILITY_SLUGS;
  return slugs.map((slug) => {
    const { title, summary, photos, timings } = toPage(slug, bySlug.get(slug));
    return { slug, title, summary, photos, timings };
  });
}
