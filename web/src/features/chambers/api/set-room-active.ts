import type { Room } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export interface SetRoomActive {
  id: number;
  active: boolean;
  version: number;
}

export function setRoomActive({ id, active, version }: SetRoomActive): Promise<Room> {
  return api<Room>(`${CHAMBERS_PATHS.rooms}/${id}/active`, {
    method: 'PUT',
    body: { active, version },
  });
}

export function useSetRoomActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setRoomActive,
    onSettled: () => qc.invalidateQueries({ queryKey: chambersKeys.all }),
  });
}
