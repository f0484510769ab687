import type { SiteImage, siteImageRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { siteImages } from '../../db/schema/index.ts';
import { saveEntry, toSiteImage } from './collection-store.ts';

/**
 * Adds a home banner or gallery photo (id null) or changes one (audited); answers it as the
 * site lists it.
 */
export async function saveSiteImage(
  ctx: AppContext,
  actor: Actor,
  input: { id: number | null } & z.output<typeof siteImageRequest>,
): Promise<SiteImage> {
  const { id, ...values } = input;
  return toSiteImage(await saveEntry(ctx, actor, siteImages, id, values));
}
