import { eq } from 'drizzle-orm';
import type { ContentPage, PageSlug } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { contentPages } from '../../db/schema/index.ts';
import { PAGE_DEFAULTS } from './page-defaults.ts';

export type PageRow = typeof contentPages.$inferSelect;

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
  };
}

/** One public page, read in the caller's transaction. */
export async function readPage(db: DbOrTx, slug: PageSlug): Promise<ContentPage> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  return toPage(slug, row);
}
