import type { MessageResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { membersKeys } from './keys';

export function resetPin(id: number): Promise<MessageResponse> {
  return api<MessageResponse>(`/admin/members/${id}/reset-pin`, { method: 'POST' });
}

export function useResetPin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resetPin,
    onSuccess: (_d, id) => void qc.invalidateQueries({ queryKey: membersKeys.detail(id) }),
  });
}
