import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function deleteRoom(id: number): Promise<void> {
  return api<void>(`${CHAMBERS_PATHS.rooms}/${id}`, { method: 'DELETE' });
}

/** Deletes a room; the server refuses one with blocked dates (409, saying why). */
export function useDeleteRoom() {
  const qc = useQueryClient();
  return useMutation({
    // The screen says why a delete was refused (components/admin/delete-refused.ts).
    meta: { errorInPlace: true },
    mutationFn: deleteRoom,
    onSuccess: () => qc.invalidateQueries({ queryKey: chambersKeys.all }),
  });
}
