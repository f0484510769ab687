import { eq } from 'drizzle-orm';
import { FACILITY_SLUGS, PAGE_SLUGS, type Language, type PageSummary } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { contentPages, contentPageTranslations } from '../../db/schema/index.ts';
import { toPage, translated, type PageTranslationRow } from './page-view.ts';

/** Every page (admin list), or the facility pages in menu order (cards), in the reader's language. */
export async function listPages(
  ctx: AppContext,
  _actor: Actor,
  input: { which: 'all' | 'facilities'; lang: Language },
): Promise<PageSummary[]> {
  const rows = await ctx.db.select().from(contentPages);
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const versions: PageTranslationRow[] =
    input.lang === 'en'
      ? []
      : await ctx.db
          .select()
          .from(contentPageTranslations)
          .where(eq(contentPageTranslations.language, input.lang));
  const versionOf = new Map(versions.map((r) => [r.slug, r]));
  const slugs = input.which === 'all' ? PAGE_SLUGS : FACILITY_SLUGS;
  return slugs.map((slug) => {
    const page = translated(toPage(slug, bySlug.get(slug)), versionOf.get(slug));
    const { title, summary, photos, timings } = page;
    return { slug, title, summary, photos, timings };
  });
}
