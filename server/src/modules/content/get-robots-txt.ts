import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { robotsTxt } from './seo.ts';

/** robots.txt: the public pages may be crawled, the portal and the API not. */
export async function getRobotsTxt(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<string> {
  return robotsTxt(ctx.config);
}
