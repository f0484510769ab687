import { asc, eq, inArray } from 'drizzle-orm';
import type { Album, AlbumView } from '@club/contracts';
import type { DbOrTx } from '../../../db/client.ts';
import { albumPhotos, albums, events } from '../../../db/schema/index.ts';

export type AlbumRow = typeof albums.$inferSelect;

/** Rows -> the editors' albums, with their photos in order and their events' titles. */
export async function toAlbums(db: DbOrTx, rows: AlbumRow[]): Promise<Album[]> {
  const ids = rows.map((r) => r.id);
  const eventIds = [...new Set(rows.map((r) => r.eventId).filter((i): i is number => i !== null))];
  const [photos, titles] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(albumPhotos)
          .where(inArray(albumPhotos.albumId, ids))
          .orderBy(asc(albumPhotos.sort), asc(albumPhotos.id))
      : [],
    eventIds.length
      ? db
          .select({ id: events.id, title: events.title })
          .from(events)
          .where(inArray(events.id, eventIds))
      : [],
  ]);
  const titleOf = new Map(titles.map((e) => [e.id, e.title]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    description: r.description,
    kind: r.kind,
    eventId: r.eventId,
    eventTitle: r.eventId === null ? null : (titleOf.get(r.eventId) ?? null),
    coverUrl: r.coverUrl ?? photos.find((p) => p.albumId === r.id)?.url ?? null,
    audience: r.audience,
    status: r.status,
    sort: r.sort,
    version: r.version,
    photos: photos
      .filter((p) => p.albumId === r.id)
      .map((p) => ({ id: p.id, url: p.url, caption: p.caption, sort: p.sort })),
  }));
}

/** An album as readers see it. */
export const toAlbumView = (a: Album): AlbumView => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  kind: a.kind,
  eventId: a.eventId,
  eventTitle: a.eventTitle,
  coverUrl: a.coverUrl,
  audience: a.audience,
  photos: a.photos.map((p) => ({ url: p.url, caption: p.caption })),
});

/** One album by id, as the editors see it. */
export async function albumById(db: DbOrTx, id: number): Promise<Album> {
  const [row] = await db.select().from(albums).where(eq(albums.id, id));
  return (await toAlbums(db, [row!]))[0]!;
}

/** What the audit keeps of an album. */
export const auditOf = (r: AlbumRow) => ({
  title: r.title,
  slug: r.slug,
  kind: r.kind,
  eventId: r.eventId,
  audience: r.audience,
  status: r.status,
  sort: r.sort,
  cover: r.coverUrl,
});
