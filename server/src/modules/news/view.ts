import { inArray } from 'drizzle-orm';
import type { NewsArticle, NewsCard, NewsPost } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { newsPosts } from '../../db/schema/index.ts';
import { staffUsers } from '../../db/schema/index.ts';

export type NewsRow = typeof newsPosts.$inferSelect;

/** The names of the staff users who wrote the posts (read once for the page). */
async function authorNames(db: DbOrTx, rows: NewsRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.authorId).filter((i): i is number => i !== null))];
  const names = new Map<number, string>();
  if (ids.length === 0) return names;
  const staff = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(inArray(staffUsers.id, ids));
  for (const s of staff) names.set(s.id, s.name);
  return names;
}

/** Rows -> the editors' view of the posts. */
export async function toNewsPosts(db: DbOrTx, rows: NewsRow[]): Promise<NewsPost[]> {
  const names = await authorNames(db, rows);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    summary: r.summary,
    bodyHtml: r.bodyHtml,
    coverUrl: r.coverUrl,
    audience: r.audience,
    status: r.status,
    language: r.language,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    authorName: r.authorId === null ? null : (names.get(r.authorId) ?? null),
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** A published post in the readers' list. */
export const toNewsCard = (r: NewsRow): NewsCard => ({
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  coverUrl: r.coverUrl,
  audience: r.audience,
  language: r.language,
  publishedAt: (r.publishedAt ?? r.updatedAt).toISOString(),
});

/** A published post read whole, with its author's name. */
export async function toNewsArticle(db: DbOrTx, r: NewsRow): Promise<NewsArticle> {
  const names = await authorNames(db, [r]);
  return {
    ...toNewsCard(r),
    bodyHtml: r.bodyHtml,
    authorName: r.authorId === null ? null : (names.get(r.authorId) ?? null),
  };
}

/** What the audit keeps of a post (the body's length, not the body). */
export const auditOf = (r: NewsRow) => ({
  title: r.title,
  slug: r.slug,
  audience: r.audience,
  status: r.status,
  language: r.language,
});
