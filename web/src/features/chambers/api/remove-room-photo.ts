import type { Room } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function removeRoomPhoto(id: number, photoId: number): Promise<Room> {
  return api<Room>(`${CHAMBERS_PATHS.rooms}/${id}/photos/${photoId}`, { method: 'DELETE' });
}

export function useRemoveRoomPhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, photoId }: { id: number; photoId: number }) => removeRoomPhoto(id, photoId),
    onSuccess: () => qc.invalidateQueries({ queryKey: chambersKeys.all }),
  });
}
