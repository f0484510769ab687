import { and, eq, sql } from 'drizzle-orm';
import type { changeClubItemRequest, ClubCalendarItem } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { clubCalendarItems } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { writeAudit } from '../../audit/index.ts';
import { getSettingsRow } from '../../settings/index.ts';
import { columnsOf, toClubItem } from './club-item-view.ts';

/**
 * Changes a staff item (moved by drag and drop, or edited): 404 for none, 409 when someone
 * changed it since the version the caller read (audited, in one transaction).
 */
export async function changeClubItem(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof changeClubItemRequest>,
): Promise<ClubCalendarItem> {
  const { timeZone } = await getSettingsRow(ctx.db);
  const { id, version, ...item } = input.item;
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(clubCalendarItems)
      .where(eq(clubCalendarItems.id, id))
      .for('update');
    if (!before) throw notFound('No such club calendar item.');
    const [row] = await tx
      .update(clubCalendarItems)
      .set({
        ...columnsOf(item, timeZone),
        version: sql`${clubCalendarItems.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(clubCalendarItems.id, id), eq(clubCalendarItems.version, version)))
      .returning();
    if (!row) throw conflict('Someone changed this item since you opened it.');
    await writeAudit(tx, actor, {
      action: 'calendar.item.update',
      entity: 'calendar_item',
      entityId: id,
      before: toClubItem(before, timeZone, true),
      after: item,
    });
    return toClubItem(row, timeZone, true);
  });
}
