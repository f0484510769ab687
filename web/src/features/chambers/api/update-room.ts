import type { Room, RoomUpdateRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function updateRoom(id: number, body: RoomUpdateRequest): Promise<Room> {
  return api<Room>(`${CHAMBERS_PATHS.rooms}/${id}`, { method: 'PUT', body });
}

/** Saves a room at the version the form loaded (409 room_changed when another admin saved first). */
export function useUpdateRoom() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RoomUpdateRequest }) => updateRoom(id, body),
    onSettled: () => qc.invalidateQueries({ queryKey: chambersKeys.all }),
  });
}
