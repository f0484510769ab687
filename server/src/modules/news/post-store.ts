import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { newsPosts } from '../../db/schema/index.ts';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { NewsRow } from './view.ts';

/**
 * The post to change, locked, at the version the caller saw: 404 when it is gone, 409
 * `news_changed` when someone else changed it since.
 */
export async function lockPost(tx: Tx, id: number, version: number): Promise<NewsRow> {
  const [row] = await tx.select().from(newsPosts).where(eq(newsPosts.id, id)).for('update');
  if (!row) throw notFound('This news post no longer exists.');
  if (row.version !== version) {
    throw conflict(
      'This news post was changed meanwhile. Reload it and try again.',
      'news_changed',
    );
  }
  return row;
}

/** A slug another post has (the unique index said so): 409 naming the field. */
export function slugClash(err: unknown, field: string): unknown {
  if (!isUniqueViolation(err)) return err;
  return conflict('Another news post already has this address.', 'conflict', {
    errors: [fieldError(field, 'validation.slugTaken')],
  });
}
