import type { ContentPage, PageSlug, updatePageRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { contentPages } from '../../db/schema/index.ts';
import { changePublicData } from '../../live/public-reads.ts';
import { writeAudit } from '../audit/index.ts';
import { readPage, toPage } from './page-view.ts';
import { sanitizeRichText } from './sanitize.ts';

/** Saves a page's text, timings, rules and photos; the body is sanitised first. */
export async function updatePage(
  ctx: AppContext,
  actor: Actor,
  input: { slug: PageSlug } & z.output<typeof updatePageRequest>,
): Promise<ContentPage> {
  const { slug, ...page } = input;
  const values = {
    ...page,
    bodyHtml: sanitizeRichText(page.bodyHtml),
    updatedAt: new Date(),
    updatedBy: actor.staffId,
  };
  return changePublicData(ctx, ['pages'], async (tx) => {
    const before = await readPage(tx, slug);
    const [row] = await tx
      .insert(contentPages)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: contentPages.slug, set: values })
      .returning();
    const after = toPage(slug, row);
    await writeAudit(tx, actor, {
      action: 'content.page.update',
      entity: 'content_page',
      entityId: slug,
      before,
      after,
    });
    return after;
  });
}
