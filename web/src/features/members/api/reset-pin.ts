import type { MessageResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { membersKeys } from './keys';
import { MEMBERS_PATHS } from './paths';

export function resetPin(id: number): Promise<MessageResponse> {
  return api<MessageResponse>(`${MEMBERS_PATHS.admin}/${id}/reset-pin`, { method: 'POST' });
}

export function useResetPin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resetPin,
    onSuccess: (_d, id) => void qc.invalidateQueries({ queryKey: membersKeys.detail(id) }),
  });
}
