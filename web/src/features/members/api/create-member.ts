import type { CreateMemberRequest, MemberDetail } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useApplyMember } from './apply-member';
import { MEMBERS_PATHS } from './paths';

export function createMember(body: CreateMemberRequest): Promise<MemberDetail> {
  return api<MemberDetail>(MEMBERS_PATHS.admin, { method: 'POST', body });
}

export function useCreateMember() {
  return useMutation({ mutationFn: createMember, onSuccess: useApplyMember() });
}
