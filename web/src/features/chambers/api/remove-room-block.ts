import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function removeRoomBlock(roomId: number, blockId: number): Promise<void> {
  return api<void>(`${CHAMBERS_PATHS.rooms}/${roomId}/blocks/${blockId}`, { method: 'DELETE' });
}

export function useRemoveRoomBlock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ roomId, blockId }: { roomId: number; blockId: number }) =>
      removeRoomBlock(roomId, blockId),
    onSuccess: () => qc.invalidateQueries({ queryKey: chambersKeys.all }),
  });
}
