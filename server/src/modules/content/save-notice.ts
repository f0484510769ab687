import { eq } from 'drizzle-orm';
import type { Notice, noticeRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { notices } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { toNotice } from './notice-view.ts';
import { hasText, sanitizeRichText } from './sanitize.ts';

/** Adds a notice (id null) or changes one; the body is sanitised and must hold text. */
export async function saveNotice(
  ctx: AppContext,
  actor: Actor,
  input: { id: number | null } & z.output<typeof noticeRequest>,
): Promise<Notice> {
  const { id, ...notice } = input;
  const bodyHtml = sanitizeRichText(notice.bodyHtml);
  if (!hasText(bodyHtml)) throw badRequest('bodyHtml', 'This field is required.');
  const values = { ...notice, bodyHtml, updatedAt: new Date() };
  return ctx.db.transaction(async (tx) => {
    if (id === null) {
      const [row] = await tx
        .insert(notices)
        .values({ ...values, createdBy: actor.staffId })
        .returning();
      await writeAudit(tx, actor, {
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
    await writeAudit(tx, actor, {
      action: 'notice.update',
      entity: 'notice',
      entityId: id,
      before,
      after: values,
    });
    return toNotice(row!);
  });
}
