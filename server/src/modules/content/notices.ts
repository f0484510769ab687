import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Notice, noticeRequest } from '@club/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { hasText, sanitizeRichText } from './sanitize.ts';

const toNotice = (r: typeof notices.$inferSelect): Notice => ({
  id: r.id,
  title: r.title,
  bodyHtml: r.bodyHtml,
  showFrom: r.showFrom,
  showUntil: r.showUntil,
  pinned: r.pinned,
  updatedAt: r.updatedAt.toISOString(),
});

/** The Notice Board: notices shown today (in the club's time zone), pinned first, newest next. */
export async function listCurrentNotices(db: DbOrTx, timeZone: string): Promise<Notice[]> {
  const today = sql`(now() at time zone ${timeZone})::date`;
  const rows = await db
    .select()
    .from(notices)
    .where(
      and(
        lte(notices.showFrom, today),
        or(isNull(notices.showUntil), gte(notices.showUntil, today)),
      ),
    )
    .orderBy(desc(notices.pinned), desc(notices.showFrom), desc(notices.id));
  return rows.map(toNotice);
}

/** Every notice, past and future (staff). */
export async function listAllNotices(db: DbOrTx): Promise<Notice[]> {
  const rows = await db
    .select()
    .from(notices)
    .orderBy(desc(notices.pinned), desc(notices.showFrom), desc(notices.id));
  return rows.map(toNotice);
}

export async function saveNotice(
  ctx: AppContext,
  request: FastifyRequest,
  id: number | null,
  input: z.output<typeof noticeRequest>,
): Promise<Notice> {
  const bodyHtml = sanitizeRichText(input.bodyHtml);
  if (!hasText(bodyHtml)) throw badRequest('bodyHtml', 'This field is required.');
  const values = { ...input, bodyHtml, updatedAt: new Date() };
  return ctx.db.transaction(async (tx) => {
    if (id === null) {
      const [row] = await tx
        .insert(notices)
        .values({ ...values, createdBy: request.session?.staffId ?? null })
        .returning();
      await writeAudit(tx, request.actor, {
        action: 'notice.create',
        entity: 'notice',
        entityId: row!.id,
        after: values,
      });
      return toNotice(row!);
    }
    const [before] = await tx.select().from(notices).where(eq(notices.id, id)).for('update');
    if (!before) throw notFound('This notice no longer exists.');
    const [row] = await tx.update(notices).set(values).where(eq(notices.id, id)).returning();
    await writeAudit(tx, request.actor, {
      action: 'notice.update',
      entity: 'notice',
      entityId: id,
      before,
      after: values,
    });
    return toNotice(row!);
  });
}

export async function removeNotice(ctx: AppContext, request: FastifyRequest, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.delete(notices).where(eq(notices.id, id)).returning();
    if (!before) throw notFound('This notice no longer exists.');
    await writeAudit(tx, request.actor, {
      action: 'notice.delete',
      entity: 'notice',
      entityId: id,
      before,
    });
  });
}
