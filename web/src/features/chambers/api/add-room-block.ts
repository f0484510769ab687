import type { RoomBlock, RoomBlockRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function addRoomBlock(roomId: number, body: RoomBlockRequest): Promise<RoomBlock> {
  return api<RoomBlock>(`${CHAMBERS_PATHS.rooms}/${roomId}/blocks`, { method: 'POST', body });
}

/** Blocks nights of a room; the form shows a refusal (overlap, dates) at its fields. */
export function useAddRoomBlock() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorInPlace: true },
    mutationFn: ({ roomId, body }: { roomId: number; body: RoomBlockRequest }) =>
      addRoomBlock(roomId, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: chambersKeys.all }),
  });
}
