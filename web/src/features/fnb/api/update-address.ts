import type { MemberAddress, MemberAddressRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fnbKeys } from './keys';
import { MEMBER_PATHS } from './member-paths';

export interface UpdateAddressInput {
  id: number;
  body: MemberAddressRequest;
}

export function updateAddress({ id, body }: UpdateAddressInput): Promise<MemberAddress> {
  return api<MemberAddress>(`${MEMBER_PATHS.addresses}/${id}`, { method: 'PUT', body });
}

/** Changes one of the member's delivery addresses. */
export function useUpdateAddress() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorInPlace: true },
    mutationFn: updateAddress,
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.addresses() }),
  });
}
