import type { addClubItemRequest, ClubCalendarItem } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { clubCalendarItems } from '../../../db/schema/index.ts';
import { writeAudit } from '../../audit/index.ts';
import { getSettingsRow } from '../../settings/index.ts';
import { columnsOf, toClubItem } from './club-item-view.ts';

/** Adds a closure, a special timing or a club note to the club calendar (audited). */
export async function addClubItem(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof addClubItemRequest>,
): Promise<ClubCalendarItem> {
  const { timeZone } = await getSettingsRow(ctx.db);
  const values = columnsOf(input.item, timeZone);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(clubCalendarItems).values(values).returning();
    await writeAudit(tx, actor, {
      action: 'calendar.item.create',
      entity: 'calendar_item',
      entityId: row!.id,
      after: input.item,
    });
    return toClubItem(row!, timeZone, true);
  });
}
