import type { MemberDetail, UpdateMemberRequest } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useApplyMember } from './apply-member';
import { MEMBERS_PATHS } from './paths';

export function updateMember(id: number, body: UpdateMemberRequest): Promise<MemberDetail> {
  return api<MemberDetail>(`${MEMBERS_PATHS.admin}/${id}`, { method: 'PUT', body });
}

export function useUpdateMember(id: number) {
  return useMutation({
    mutationFn: (body: UpdateMemberRequest) => updateMember(id, body),
    onSuccess: useApplyMember(),
  });
}
