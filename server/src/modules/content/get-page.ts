import { pageSlugSchema, type ContentPage, type Language } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { readPage } from './page-view.ts';

/**
 * One public page by its address, in any case (SPEC.md §2), in the reader's language (English
 * where the page has no version in it); an unknown one is not found.
 */
export async function getPage(
  ctx: AppContext,
  _actor: Actor,
  input: { slug: string; lang: Language },
): Promise<ContentPage> {
  const slug = pageSlugSchema.safeParse(input.slug.toLowerCase());
  if (!slug.success) throw notFound('No such page.');
  return readPage(ctx.db, slug.data, input.lang);
}
