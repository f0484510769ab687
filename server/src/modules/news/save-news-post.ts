import { and, eq } from 'drizzle-orm';
import type { NewsPost, newsItemSchema } from '@club/contracts';
import { TRANSLATED_LANGUAGES, withoutBlanks } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { newsPosts } from '../../db/schema/index.ts';
import { badField } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { hasText, sanitizeRichText } from '../content/index.ts';
import { lockPost, slugClash } from './post-store.ts';
import { auditOf, toNewsPosts } from './view.ts';

type Item = z.output<typeof newsItemSchema>;

/**
 * The post's Spanish and German versions with their bodies sanitised like its own; a body left
 * with no text (an emptied editor's `<p></p>`) is dropped, so it reads in the post's words.
 */
function cleanTranslations(t: Item['translations']): Item['translations'] {
  const out: Item['translations'] = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const texts = t[lang];
    if (!texts) continue;
    const body = texts.bodyHtml === undefined ? undefined : sanitizeRichText(texts.bodyHtml);
    out[lang] = { ...texts, bodyHtml: body !== undefined && hasText(body) ? body : undefined };
  }
  return withoutBlanks(out);
}

/**
 * Adds a post as a draft (no id) or changes one (its id and the version seen: 409
 * `news_changed` when it moved on). The body is sanitised like the pages' and must hold text
 * (its translations' too, a blank one dropped);
 * a slug another post has is refused with 409 naming `item.slug`.
 */
export async function saveNewsPost(
  ctx: AppContext,
  actor: Actor,
  input: { item: Item & { id?: number; version?: number } },
): Promise<NewsPost> {
  const { id, version, ...item } = input.item;
  const bodyHtml = sanitizeRichText(item.bodyHtml);
  if (!hasText(bodyHtml)) throw badField('item.bodyHtml', 'validation.required');
  const values = { ...item, bodyHtml, translations: cleanTranslations(item.translations) };
  try {
    return await ctx.db.transaction(async (tx) => {
      if (id === undefined) {
        const [row] = await tx
          .insert(newsPosts)
          .values({ ...values, authorId: actor.staffId })
          .returning();
        await writeAudit(tx, actor, {
          action: 'news.create',
          entity: 'news_post',
          entityId: row!.id,
          after: auditOf(row!),
        });
        return (await toNewsPosts(tx, [row!]))[0]!;
      }
      const before = await lockPost(tx, id, version ?? -1);
      const [row] = await tx
        .update(newsPosts)
        .set({ ...values, version: before.version + 1, updatedAt: new Date() })
        .where(and(eq(newsPosts.id, id), eq(newsPosts.version, before.version)))
        .returning();
      await writeAudit(tx, actor, {
        action: 'news.update',
        entity: 'news_post',
        entityId: id,
        before: auditOf(before),
        after: auditOf(row!),
      });
      return (await toNewsPosts(tx, [row!]))[0]!;
    });
  } catch (err) {
    throw slugClash(err, 'item.slug');
  }
}
