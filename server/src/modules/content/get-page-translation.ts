import type { PageSlug, PageTranslationLanguage, PageTranslationResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { readTranslationRow, toTranslation } from './page-view.ts';

/** A page's Spanish or German version for its editor; null while it is not translated. */
export async function getPageTranslation(
  ctx: AppContext,
  _actor: Actor,
  input: { slug: PageSlug; language: PageTranslationLanguage },
): Promise<PageTranslationResponse> {
  const row = await readTranslationRow(ctx.db, input.slug, input.language);
  return { translation: row ? toTranslation(row) : null };
}
