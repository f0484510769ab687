import type { Language, NewsArticle } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { readNewsArticle } from './published.ts';

/** Everyone (the public site's /news): the public posts: one published post by its slug, in the reader's language (404 for a draft or another reader's post). */
export async function getPublicNewsPost(
  ctx: AppContext,
  _actor: Actor,
  input: { slug: string; lang: Language },
): Promise<NewsArticle> {
  return readNewsArticle(ctx.db, ['public'], input.slug, input.lang);
}
