import { and, eq } from 'drizzle-orm';
import type { ContentPage, Language, PageSlug, PageTranslation } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { contentPages, contentPageTranslations } from '../../db/schema/index.ts';
import { PAGE_DEFAULTS } from './page-defaults.ts';

export type PageRow = typeof contentPages.$inferSelect;
export type PageTranslationRow = typeof contentPageTranslations.$inferSelect;

/** A page as the site shows it; a page nobody has edited yet shows its starting content. */
export function toPage(slug: PageSlug, row: PageRow | undefined): ContentPage {
  const d = row ?? { ...PAGE_DEFAULTS[slug], updatedAt: new Date(0) };
  return {
    slug,
    title: d.title,
    summary: d.summary,
    bodyHtml: d.bodyHtml,
    timings: d.timings,
    rules: d.rules,
    photos: d.photos,
    cta: d.cta ?? null,
    updatedAt: d.updatedAt.toISOString(),
    language: 'en',
  };
}

/**
 * The page in a reader's language: a kept translation replaces the English texts whole (the
 * photos and call to action are shared); without one the page stays English and says so.
 */
export function translated(page: ContentPage, row: PageTranslationRow | undefined): ContentPage {
  if (!row) return page;
  return {
    ...page,
    title: row.title,
    summary: row.summary,
    bodyHtml: row.bodyHtml,
    timings: row.timings,
    rules: row.rules,
    updatedAt: row.updatedAt.toISOString(),
    language: row.language,
  };
}

export function toTranslation(row: PageTranslationRow): PageTranslation {
  return {
    slug: row.slug,
    language: row.language,
    title: row.title,
    summary: row.summary,
    bodyHtml: row.bodyHtml,
    timings: row.timings,
    rules: row.rules,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page's kept version in one language besides English, if any. */
export async function readTranslationRow(
  db: DbOrTx,
  slug: PageSlug,
  language: Language,
): Promise<PageTranslationRow | undefined> {
  if (language === 'en') return undefined;
  const [row] = await db
    .select()
    .from(contentPageTranslations)
    .where(
      and(eq(contentPageTranslations.slug, slug), eq(contentPageTranslations.language, language)),
    );
  return row;
}

/** One public page (in a reader's language, English by default), read in the caller's transaction. */
export async function readPage(
  db: DbOrTx,
  slug: PageSlug,
  language: Language = 'en',
): Promise<ContentPage> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  return translated(toPage(slug, row), await readTranslationRow(db, slug, language));
}
