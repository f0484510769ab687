import type { ClubSettings, updateSettingsRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { clubSettings } from '../../db/schema/index.ts';
import { changePublicData } from '../../live/public-reads.ts';
import { writeAudit } from '../audit/index.ts';
import { getSettings, getSettingsRow } from './get-settings.ts';

/** Saves the general settings (club name, address, phone, email, timings, financial year). */
export async function updateSettings(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof updateSettingsRequest>,
): Promise<ClubSettings> {
  return changePublicData(ctx, ['settings'], async (tx) => {
    const { updatedAt: _u, ...current } = await getSettingsRow(tx);
    const values = { ...current, ...input, id: 1, updatedAt: new Date() };
    await tx
      .insert(clubSettings)
      .values(values)
      .onConflictDoUpdate({
        target: clubSettings.id,
        set: { ...input, updatedAt: values.updatedAt },
      });
    await writeAudit(tx, actor, {
      action: 'settings.update',
      entity: 'club_settings',
      entityId: 1,
      before: current,
      after: input,
    });
    return getSettings(tx);
  });
}
