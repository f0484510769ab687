import type { ClubSettingsAnswer, UpdateSettingsRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { settingsKeys } from './keys';

export function updateSettings(body: UpdateSettingsRequest): Promise<ClubSettingsAnswer> {
  return api<ClubSettingsAnswer>('/admin/settings', { method: 'PUT', body });
}

export function useUpdateSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => qc.setQueryData(settingsKeys.all, settings),
  });
}
