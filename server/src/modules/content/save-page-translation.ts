import type {
  PageSlug,
  PageTranslation,
  PageTranslationLanguage,
  updatePageTranslationRequest,
} from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { contentPages, contentPageTranslations } from '../../db/schema/index.ts';
import { changePublicData } from '../../live/public-reads.ts';
import { writeAudit } from '../audit/index.ts';
import { PAGE_DEFAULTS } from './page-defaults.ts';
import { readTranslationRow, toTranslation } from './page-view.ts';
import { sanitizeRichText } from './sanitize.ts';

/**
 * Saves a page's Spanish or German texts (the body sanitised as the English one is). A page
 * nobody has edited yet gets its English row first, from its starting content.
 */
export async function savePageTranslation(
  ctx: AppContext,
  actor: Actor,
  input: { slug: PageSlug; language: PageTranslationLanguage } & z.output<
    typeof updatePageTranslationRequest
  >,
): Promise<PageTranslation> {
  const { slug, language, ...texts } = input;
  const values = {
    ...texts,
    bodyHtml: sanitizeRichText(texts.bodyHtml),
    updatedAt: new Date(),
    updatedBy: actor.staffId,
  };
  return changePublicData(ctx, ['pages'], async (tx) => {
    await tx
      .insert(contentPages)
      .values({ slug, ...PAGE_DEFAULTS[slug] })
      .onConflictDoNothing({ target: contentPages.slug });
    const before = await readTranslationRow(tx, slug, language);
    const [row] = await tx
      .insert(contentPageTranslations)
      .values({ slug, language, ...values })
      .onConflictDoUpdate({
        target: [contentPageTranslations.slug, contentPageTranslations.language],
        set: values,
      })
      .returning();
    const after = toTranslation(row!);
    await writeAudit(tx, actor, {
      action: 'content.page.translation_save',
      entity: 'content_page_translation',
      entityId: `${slug}/${language}`,
      before: before ? toTranslation(before) : null,
      after,
    });
    return after;
  });
}
