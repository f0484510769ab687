import { and, eq } from 'drizzle-orm';
import type { PageSlug, PageTranslationLanguage } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { contentPageTranslations } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { changePublicData } from '../../live/public-reads.ts';
import { writeAudit } from '../audit/index.ts';
import { toTranslation } from './page-view.ts';

/** Removes a page's Spanish or German version: visitors in that language read English again. */
export async function removePageTranslation(
  ctx: AppContext,
  actor: Actor,
  input: { slug: PageSlug; language: PageTranslationLanguage },
): Promise<void> {
  await changePublicData(ctx, ['pages'], async (tx) => {
    const [row] = await tx
      .delete(contentPageTranslations)
      .where(
        and(
          eq(contentPageTranslations.slug, input.slug),
          eq(contentPageTranslations.language, input.language),
        ),
      )
      .returning();
    if (!row) throw notFound('This page has no version in that language.');
    await writeAudit(tx, actor, {
      action: 'content.page.translation_remove',
      entity: 'content_page_translation',
      entityId: `${input.slug}/${input.language}`,
      before: toTranslation(row),
      after: null,
    });
  });
}
