import type { Room, RoomRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function createRoom(body: RoomRequest): Promise<Room> {
  return api<Room>(CHAMBERS_PATHS.rooms, { method: 'POST', body });
}

export function useCreateRoom() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: () => qc.invalidateQueries({ queryKey: chambersKeys.all }),
  });
}
