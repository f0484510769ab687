import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useApplyMember } from './apply-member';
import { getMember } from './get-member';
import { MEMBERS_PATHS } from './paths';

export function removePhoto(id: number): Promise<void> {
  return api<void>(`${MEMBERS_PATHS.admin}/${id}/photo`, { method: 'DELETE' });
}

/** Removes a member's photo; answers the member as it is afterwards (a new version). */
export function useRemovePhoto() {
  return useMutation({
    mutationFn: async (id: number) => {
      await removePhoto(id);
      return getMember(id);
    },
    onSuccess: useApplyMember(),
  });
}
