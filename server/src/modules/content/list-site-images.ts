import { asc, eq } from 'drizzle-orm';
import type { SiteImage, SiteImageKind } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { siteImages } from '../../db/schema/index.ts';
import { toSiteImage } from './collection-store.ts';

/** Home banners and gallery photos: of one kind, or both. */
export async function listSiteImages(
  ctx: AppContext,
  _actor: Actor,
  input: { kind?: SiteImageKind },
): Promise<SiteImage[]> {
  const rows = await ctx.db
    .select()
    .from(siteImages)
    .where(input.kind ? eq(siteImages.kind, input.kind) : undefined)
    .orderBy(asc(siteImages.kind), asc(siteImages.sort), asc(siteImages.id));
  return rows.map(toSiteImage);
}
