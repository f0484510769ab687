import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * Areas whose files anyone may read (public pages' photos). Files of other areas (ID
 * proofs, member photos, the members' magazine) are served by their own feature routes,
 * which check access first.
 */
export const PUBLIC_AREAS = [
  'content',
  'gallery',
  'banners',
  'committee',
  'affiliated',
  'events',
  'fnb',
  // Room photos only: the chambers' ID proofs will go in an area of their own, not listed here.
  'chambers',
  // Banquet hall photos.
  'banquets',
];

/** A public uploaded file (photos of the public pages); any other area is not found. */
export async function readPublicFile(
  ctx: AppContext,
  _actor: Actor,
  input: { area: string; name: string },
): Promise<{ data: Buffer; contentType: string }> {
  if (!PUBLIC_AREAS.includes(input.area)) throw notFound('No such file.');
  const file = await ctx.storage.get(`${input.area}/${input.name}`);
  if (!file) throw notFound('No such file.');
  return file;
}
