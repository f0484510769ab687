import {
  formatMinor,
  MEMBERSHIP_TYPES,
  PLAIN_AMOUNT,
  ROLE,
  type MinimumSpend,
  WEEKDAYS,
  type OfficeHours,
  type CancellationPolicy,
  type ClubSettingsAnswer,
  type updateSettingsRequest,
} from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { clubSettings } from '../../db/schema/index.ts';
import { changePublicData } from '../../live/public-reads.ts';
import { forbidden } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { settingsAnswer } from './settings-answer.ts';
import { fullTranslations, getSettings, getSettingsRow } from './get-settings.ts';

/** A policy as the audit log shows it: "7+ days 100%, 2+ days 50%, 0+ days 0%". */
function policyText(policy: CancellationPolicy): string {
  return [...policy.tiers]
    .sort((a, b) => b.minDaysBefore - a.minDaysBefore)
    .map((t) => `${t.minDaysBefore}+ days ${t.refundPercent}%`)
    .join(', ');
}

/** The minimums as the audit log shows them: "Life 1500.00, Ordinary 2500.00" ("none": none set). */
function minimumsText(minimums: Partial<MinimumSpend>): string {
  const set = MEMBERSHIP_TYPES.filter((type) => (minimums[type] ?? 0) > 0);
  if (set.length === 0) return 'none';
  return set.map((type) => `${type} ${formatMinor(minimums[type]!, PLAIN_AMOUNT)}`).join(', ');
}

/** The office hours as the audit log shows them: "mon 09:30-18:00, ..., sun closed". */
function hoursText(hours: OfficeHours): string {
  return WEEKDAYS.map((d) => {
    const day = hours[d];
    return `${d} ${day ? `${day.open}-${day.close}` : 'closed'}`;
  }).join(', ');
}

/**
 * The settings as the audit log shows them: each translated text a field of its own, each
 * cancellation policy one line.
 */
function auditedSettings(row: Omit<Awaited<ReturnType<typeof getSettingsRow>>, 'updatedAt'>) {
  const { translations, id: _id, cancellationPolicies, officeHours, minimumSpend, ...own } = row;
  const full = fullTranslations(translations);
  return {
    ...own,
    officeHours: hoursText(officeHours),
    cancellationPolicyChambers: policyText(cancellationPolicies.chambers),
    cancellationPolicyBanquets: policyText(cancellationPolicies.banquets),
    minimumSpend: minimumsText(minimumSpend),
    clubTimingsEs: full.es.clubTimings,
    clubTimingsDe: full.de.clubTimings,
  };
}

/**
 * Saves the general settings (club name, address, phone, email, timings, financial year, the
 * cancellation policies and the food-and-beverage minimums, which only an admin changes: left
 * out, the kept ones stay).
 */
export async function updateSettings(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof updateSettingsRequest>,
): Promise<ClubSettingsAnswer> {
  return changePublicData(ctx, ['settings'], async (tx) => {
    const { updatedAt: _u, ...current } = await getSettingsRow(tx);
    // The minimums are a charge on members' accounts: editors keep the rest, admins these.
    const minimums = input.minimumSpend;
    if (
      minimums &&
      !actor.roles.includes(ROLE.admin) &&
      MEMBERSHIP_TYPES.some((type) => minimums[type] !== (current.minimumSpend[type] ?? 0))
    )
      throw forbidden('Only an admin changes the food and beverage minimums.');
    const next = {
      ...current,
      ...input,
      translations: input.translations ?? current.translations,
      cancellationPolicies: input.cancellationPolicies ?? current.cancellationPolicies,
      officeHours: input.officeHours ?? current.officeHours,
      minimumSpend: input.minimumSpend ?? current.minimumSpend,
    };
    const values = { ...next, id: 1, updatedAt: new Date() };
    await tx
      .insert(clubSettings)
      .values(values)
      .onConflictDoUpdate({
        target: clubSettings.id,
        set: {
          ...input,
          translations: next.translations,
          cancellationPolicies: next.cancellationPolicies,
          officeHours: next.officeHours,
          minimumSpend: next.minimumSpend,
          updatedAt: values.updatedAt,
        },
      });
    await writeAudit(tx, actor, {
      action: 'settings.update',
      entity: 'club_settings',
      entityId: 1,
      before: auditedSettings(current),
      after: auditedSettings(next),
    });
    return settingsAnswer(ctx, await getSettings(tx));
  });
}
