import { eq } from 'drizzle-orm';
import type { deleteClubItemRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { clubCalendarItems } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { getSettingsRow } from '../../settings/index.ts';
import { toClubItem } from './club-item-view.ts';

/** Removes a staff item from the club calendar (404 for none; audited). */
export async function removeClubItem(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof deleteClubItemRequest>,
): Promise<{ deleted: number }> {
  const { timeZone } = await getSettingsRow(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(clubCalendarItems)
      .where(eq(clubCalendarItems.id, input.id))
      .returning();
    if (!row) throw notFound('No such club calendar item.');
    await writeAudit(tx, actor, {
      action: 'calendar.item.delete',
      entity: 'calendar_item',
      entityId: row.id,
      before: toClubItem(row, timeZone, true),
    });
    return { deleted: 1 };
  });
}
