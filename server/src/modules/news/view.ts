import { inArray } from 'drizzle-orm';
import type { Language, NewsArticle, NewsCard, NewsPost } from '@club/contracts';
import { translated } from '@club/contracts';
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
    translations: r.translations,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/**
 * The language a reader reads a post in: theirs where the editors gave the post a version in
 * it (a title or a body), else the post's own.
 */
const versionOf = (r: NewsRow, lang: Language): Language => {
  const texts = lang === 'en' ? undefined : r.translations[lang];
  return texts?.title || texts?.bodyHtml ? lang : r.language;
};

/** A published post in the readers' list, in the reader's language (else its own words). */
export const toNewsCard = (r: NewsRow, lang: Language): NewsCard => ({
  slug: r.slug,
  title: translated(r.title, r.translations, lang, 'title'),
  summary: translated(r.summary, r.translations, lang, 'summary'),
  coverUrl: r.coverUrl,
  audience: r.audience,
  language: versionOf(r, lang),
  publishedAt: (r.publishedAt ?? r.updatedAt).toISOString(),
});

/** A published post read whole, in the reader's language, with its author's name. */
export async function toNewsArticle(db: DbOrTx, r: NewsRow, lang: Language): Promise<NewsArticle> {
  const names = await authorNames(db, [r]);
  return {
    ...toNewsCard(r, lang),
    bodyHtml: translated(r.bodyHtml, r.translations, lang, 'bodyHtml'),
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
