import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  FACILITY_SLUGS,
  PAGE_SLUGS,
  type updatePageRequest,
  type ContentPage,
  type PageSlug,
  type PageSummary,
} from '@club/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { contentPages } from '../../db/schema/index.ts';
import { PAGE_DEFAULTS } from './page-defaults.ts';
import { writeAudit } from '../audit/index.ts';
import { sanitizeRichText } from './sanitize.ts';

type Row = typeof contentPages.$inferSelect;

function toPage(slug: PageSlug, row: Row | undefined): ContentPage {
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

/** One public page; a page nobody has edited yet shows its starting content. */
export async function getPage(db: DbOrTx, slug: PageSlug): Promise<ContentPage> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  return toPage(slug, row);
}

/** Every page (admin list), or the facility pages in menu order (cards). */
export async function listPages(db: DbOrTx, which: 'all' | 'facilities'): Promise<PageSummary[]> {
  const rows = await db.select().from(contentPages);
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const slugs = which === 'all' ? PAGE_SLUGS : FACILITY_SLUGS;
  return slugs.map((slug) => {
    const { title, summary, photos, timings } = toPage(slug, bySlug.get(slug));
    return { slug, title, summary, photos, timings };
  });
}

/** Saves a page's text, timings, rules and photos; the body is sanitised first. */
export async function updatePage(
  ctx: AppContext,
  request: FastifyRequest,
  slug: PageSlug,
  input: z.infer<typeof updatePageRequest>,
): Promise<ContentPage> {
  const values = {
    ...input,
    bodyHtml: sanitizeRichText(input.bodyHtml),
    updatedAt: new Date(),
    updatedBy: request.session?.staffId ?? null,
  };
  return ctx.db.transaction(async (tx) => {
    const before = await getPage(tx, slug);
    const [row] = await tx
      .insert(contentPages)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: contentPages.slug, set: values })
      .returning();
    const after = toPage(slug, row);
    await writeAudit(tx, request.actor, {
      action: 'content.page.update',
      entity: 'content_page',
      entityId: slug,
      before,
      after,
    });
    return after;
  });
}
