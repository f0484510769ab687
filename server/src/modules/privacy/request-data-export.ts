import { eq } from 'drizzle-orm';
import type { DataExport } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { dataExports, members } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { ONLY_THE_MEMBER, toDataExport } from './export-view.ts';
import './topics.ts';

/**
 * The member asks for a download of all their data: a pending export, made by the worker
 * after the commit. One pending export per member, settled by the database (a second request
 * meanwhile, however close, is refused with 409 and writes nothing).
 */
export async function requestDataExport(
  ctx: AppContext,
  actor: Actor,
  _input: Record<string, never> = {},
): Promise<DataExport> {
  if (actor.kind !== 'member' || actor.memberId === null) throw forbidden(ONLY_THE_MEMBER);
  const memberId = actor.memberId;
  return ctx.db.transaction(async (tx) => {
    const [m] = await tx
      .select({ language: members.language })
      .from(members)
      .where(eq(members.id, memberId));
    const [row] = await tx
      .insert(dataExports)
      .values({ memberId, language: m?.language ?? 'en' })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw conflict(
        'Your data is already being prepared. You will be told when it is ready to download.',
      );
    }
    await enqueue(tx, 'data_export.requested', { exportId: row.id });
    await writeAudit(tx, actor, {
      action: 'data_export.request',
      entity: 'data_export',
      entityId: row.id,
    });
    return toDataExport(row, ctx.clock.now());
  });
}
