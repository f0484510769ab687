import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  toPaged,
  type Language,
  type NewsArticle,
  type NewsAudience,
  type NewsCardPage,
} from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { newsPosts } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { toNewsArticle, toNewsCard } from './view.ts';

/** The posts a reader may see: published, and public unless the reader is a member. */
const shown = (audiences: readonly NewsAudience[]): SQL =>
  and(
    eq(newsPosts.status, 'Published'),
    audiences.length === 1 ? eq(newsPosts.audience, audiences[0]!) : undefined,
  )!;

/** A page of the published posts a reader may see, newest first, in the reader's language. */
export async function readNewsPage(
  db: DbOrTx,
  audiences: readonly NewsAudience[],
  q: { pageIndex: number; pageSize: number; lang: Language },
): Promise<NewsCardPage> {
  const where = shown(audiences);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsPosts)
      .where(where)
      .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    db.select({ n: count() }).from(newsPosts).where(where),
  ]);
  return toPaged(
    rows.map((r) => toNewsCard(r, q.lang)),
    total?.n ?? 0,
    q,
  );
}

/**
 * One published post a reader may see, by its slug, in the reader's language; 404 for any
 * other (a draft too).
 */
export async function readNewsArticle(
  db: DbOrTx,
  audiences: readonly NewsAudience[],
  slug: string,
  lang: Language,
): Promise<NewsArticle> {
  const [row] = await db
    .select()
    .from(newsPosts)
    .where(and(shown(audiences), eq(newsPosts.slug, slug.toLowerCase())));
  if (!row) throw notFound('No such news post.');
  return toNewsArticle(db, row, lang);
}

/** Every published public post's slug and last change (sitemap.xml). */
export async function publicNewsForSitemap(
  db: DbOrTx,
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: newsPosts.slug, updatedAt: newsPosts.updatedAt })
    .from(newsPosts)
    .where(shown(['public']))
    .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.id))
    .limit(1000);
}
