import type { NewsCardPage, newsReadQuery } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { readNewsPage } from './published.ts';

/** Everyone (the public site's /news): the public posts, published, newest first. */
export async function listPublicNews(
  ctx: AppContext,
  _actor: Actor,
  q: z.output<typeof newsReadQuery>,
): Promise<NewsCardPage> {
  return readNewsPage(ctx.db, ['public'], q);
}
