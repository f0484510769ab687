import type { NewsCardPage, newsReadQuery } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { readNewsPage } from './published.ts';

/** A member (Club News): the public posts and the members' own, published, newest first. */
export async function listMemberNews(
  ctx: AppContext,
  _actor: Actor,
  q: z.output<typeof newsReadQuery>,
): Promise<NewsCardPage> {
  return readNewsPage(ctx.db, ['public', 'members'], q);
}
