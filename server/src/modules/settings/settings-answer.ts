import type { ClubSettings, ClubSettingsAnswer } from '@club/contracts';
import type { AppContext } from '../../context.ts';

/** The kept settings with the limits this server runs with, as the API answers them. */
export function settingsAnswer(ctx: AppContext, settings: ClubSettings): ClubSettingsAnswer {
  return { ...settings, uploadMaxBytes: ctx.config.UPLOAD_MAX_BYTES };
}
