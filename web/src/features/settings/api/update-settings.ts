import type { ClubSettingsAnswer, UpdateSettingsRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { settingsKeys } from './keys';
import { SETTINGS_PATHS } from './paths';

export function updateSettings(body: UpdateSettingsRequest): Promise<ClubSettingsAnswer> {
  return api<ClubSettingsAnswer>(SETTINGS_PATHS.admin, { method: 'PUT', body });
}

export function useUpdateSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => qc.setQueryData(settingsKeys.all, settings),
  });
}
