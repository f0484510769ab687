import type { Room } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function uploadRoomPhoto(id: number, file: File): Promise<Room> {
  const body = new FormData();
  body.append('file', file);
  return api<Room>(`${CHAMBERS_PATHS.rooms}/${id}/photos`, { method: 'POST', body });
}

/** Adds a photo to a room (checked by the server by its bytes); answers the room. */
export function useUploadRoomPhoto() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadRoomPhoto(id, file),
    onSuccess: () => qc.invalidateQueries({ queryKey: chambersKeys.all }),
  });
}
