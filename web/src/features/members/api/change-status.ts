import type { ChangeStatusRequest, MemberDetail } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useApplyMember } from './apply-member';
import { MEMBERS_PATHS } from './paths';

export function changeStatus(id: number, body: ChangeStatusRequest): Promise<MemberDetail> {
  return api<MemberDetail>(`${MEMBERS_PATHS.admin}/${id}/status`, { method: 'PUT', body });
}

export function useChangeStatus() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChangeStatusRequest }) => changeStatus(id, body),
    onSuccess: useApplyMember(),
  });
}
