import type {
  ChangeStatusRequest,
  CreateMemberRequest,
  MemberDetail,
  MemberListQuery,
  UpdateMemberRequest,
} from '@club/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { membersApi } from './members-api';

export const memberKeys = {
  all: ['admin', 'members'] as const,
  list: (q: MemberListQuery) => ['admin', 'members', 'list', q] as const,
  detail: (id: number) => ['admin', 'members', 'detail', id] as const,
};

export const memberListOptions = (q: MemberListQuery) =>
  queryOptions({
    queryKey: memberKeys.list(q),
    queryFn: () => membersApi.list(q),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export const useMemberList = (q: MemberListQuery) => useQuery(memberListOptions(q));

/**
 * One member for the edit screen. Opening it always asks the server (a cached copy may be an
 * older version: the edit form must start from the member as it is now).
 */
export const useMember = (id: number) =>
  useQuery({
    queryKey: memberKeys.detail(id),
    queryFn: () => membersApi.get(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchOnMount: 'always',
  });

/** After a change: the member's detail is the server's answer; every list refetches. */
function useApplyMember() {
  const qc = useQueryClient();
  return (m: MemberDetail) => {
    qc.setQueryData(memberKeys.detail(m.id), m);
    void qc.invalidateQueries({ queryKey: [...memberKeys.all, 'list'] });
    void qc.invalidateQueries({ queryKey: ['admin', 'audit'] });
  };
}

export function useCreateMember() {
  const apply = useApplyMember();
  return useMutation({
    mutationFn: (body: CreateMemberRequest) => membersApi.create(body),
    onSuccess: apply,
  });
}

export function useUpdateMember(id: number) {
  const apply = useApplyMember();
  return useMutation({
    mutationFn: (body: UpdateMemberRequest) => membersApi.update(id, body),
    onSuccess: apply,
  });
}

export function useChangeStatus() {
  const apply = useApplyMember();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ChangeStatusRequest }) =>
      membersApi.changeStatus(id, body),
    onSuccess: apply,
  });
}

export function useResetPin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => membersApi.resetPin(id),
    onSuccess: (_d, id) => void qc.invalidateQueries({ queryKey: memberKeys.detail(id) }),
  });
}

/** Photo upload and removal; each answers the member as it is afterwards (a new version). */
export function usePhoto(id: number) {
  const apply = useApplyMember();
  return {
    upload: useMutation({
      mutationFn: async (file: File) => {
        await membersApi.uploadPhoto(id, file);
        return membersApi.get(id);
      },
      onSuccess: apply,
    }),
    remove: useMutation({
      mutationFn: async () => {
        await membersApi.removePhoto(id);
        return membersApi.get(id);
      },
      onSuccess: apply,
    }),
  };
}

export function useImportMembers() {
  const qc = useQueryClient();
  return {
    preview: useMutation({ mutationFn: (file: File) => membersApi.previewImport(file) }),
    commit: useMutation({
      mutationFn: (file: File) => membersApi.commitImport(file),
      onSuccess: () => void qc.invalidateQueries({ queryKey: memberKeys.all }),
    }),
  };
}
