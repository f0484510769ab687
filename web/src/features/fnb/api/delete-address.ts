import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fnbKeys } from './keys';
import { MEMBER_PATHS } from './member-paths';

export function deleteAddress(id: number): Promise<void> {
  return api<void>(`${MEMBER_PATHS.addresses}/${id}`, { method: 'DELETE' });
}

/** Removes an address no order used (409 for one on past orders: edit it instead). */
export function useDeleteAddress() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorInPlace: true },
    mutationFn: deleteAddress,
    onSettled: () => qc.invalidateQueries({ queryKey: fnbKeys.addresses() }),
  });
}
