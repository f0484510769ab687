import { and, asc, desc, eq } from 'drizzle-orm';
import type { AlbumList, AlbumView, AlbumViewList, NewsAudience } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { albums } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { toAlbums, toAlbumView } from './album-view.ts';

const PUBLIC: readonly NewsAudience[] = ['public'];
const MEMBERS: readonly NewsAudience[] = ['public', 'members'];

const shown = (audiences: readonly NewsAudience[]) =>
  and(
    eq(albums.status, 'Published'),
    audiences.length === 1 ? eq(albums.audience, audiences[0]!) : undefined,
  );

async function listShown(ctx: AppContext, audiences: readonly NewsAudience[]) {
  const rows = await ctx.db
    .select()
    .from(albums)
    .where(shown(audiences))
    .orderBy(asc(albums.sort), desc(albums.id));
  return { items: (await toAlbums(ctx.db, rows)).map(toAlbumView) };
}

async function oneShown(ctx: AppContext, audiences: readonly NewsAudience[], slug: string) {
  const [row] = await ctx.db
    .select()
    .from(albums)
    .where(and(shown(audiences), eq(albums.slug, slug.toLowerCase())));
  if (!row) throw notFound('No such album.');
  return toAlbumView((await toAlbums(ctx.db, [row]))[0]!);
}

/** The editors' albums (every status), in their order. */
export async function listAlbums(ctx: AppContext, _actor: Actor): Promise<AlbumList> {
  const rows = await ctx.db.select().from(albums).orderBy(asc(albums.sort), desc(albums.id));
  return { items: await toAlbums(ctx.db, rows) };
}

/** The public site's gallery: published public albums. */
export const listPublicAlbums = (ctx: AppContext, _actor: Actor): Promise<AlbumViewList> =>
  listShown(ctx, PUBLIC);

/** A member's gallery: the members' albums too. */
export const listMemberAlbums = (ctx: AppContext, _actor: Actor): Promise<AlbumViewList> =>
  listShown(ctx, MEMBERS);

/** One published public album by its slug (404 for a draft or a members' album). */
export const getPublicAlbum = (
  ctx: AppContext,
  _actor: Actor,
  input: { slug: string },
): Promise<AlbumView> => oneShown(ctx, PUBLIC, input.slug);

/** One published album a member may see, by its slug. */
export const getMemberAlbum = (
  ctx: AppContext,
  _actor: Actor,
  input: { slug: string },
): Promise<AlbumView> => oneShown(ctx, MEMBERS, input.slug);
