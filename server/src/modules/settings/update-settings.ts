import type { ClubSettings, updateSettingsRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { clubSettings } from '../../db/schema/index.ts';
import { changePublicData } from '../../live/public-reads.ts';
import { writeAudit } from '../audit/index.ts';
import { fullTranslations, getSettings, getSettingsRow } from './get-settings.ts';

/** The settings as the audit log shows them: each translated text a field of its own. */
function auditedSettings(row: Omit<Awaited<ReturnType<typeof getSettingsRow>>, 'updatedAt'>) {
  const { translations, id: _id, ...own } = row;
  const full = fullTranslations(translations);
  return {
    ...own,
    clubTimingsEs: full.es.clubTimings,
    officeTimingsEs: full.es.officeTimings,
    clubTimingsDe: full.de.clubTimings,
    officeTimingsDe: full.de.officeTimings,
  };
}

/** Saves the general settings (club name, address, phone, email, timings, financial year). */
export async function updateSettings(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof updateSettingsRequest>,
): Promise<ClubSettings> {
  return changePublicData(ctx, ['settings'], async (tx) => {
    const { updatedAt: _u, ...current } = await getSettingsRow(tx);
    const next = { ...current, ...input, translations: input.translations ?? current.translations };
    const values = { ...next, id: 1, updatedAt: new Date() };
    await tx
      .insert(clubSettings)
      .values(values)
      .onConflictDoUpdate({
        target: clubSettings.id,
        set: { ...input, translations: next.translations, updatedAt: values.updatedAt },
      });
    await writeAudit(tx, actor, {
      action: 'settings.update',
      entity: 'club_settings',
      entityId: 1,
      before: auditedSettings(current),
      after: auditedSettings(next),
    });
    return getSettings(tx);
  });
}
