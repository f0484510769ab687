import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useApplyMember } from './apply-member';
import { getMember } from './get-member';
import { MEMBERS_PATHS } from './paths';

export function uploadPhoto(id: number, file: File): Promise<void> {
  const body = new FormData();
  body.append('photo', file);
  return api<void>(`${MEMBERS_PATHS.admin}/${id}/photo`, { method: 'PUT', body });
}

/** Uploads a member's photo; answers the member as it is afterwards (a new version). */
export function useUploadPhoto() {
  return useMutation({
    mutationFn: async ({ id, file }: { id: number; file: File }) => {
      await uploadPhoto(id, file);
      return getMember(id);
    },
    onSuccess: useApplyMember(),
  });
}
