import type { Notice, NoticeRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export function saveNotice(id: number | null, body: NoticeRequest): Promise<Notice> {
  return id === null
    ? api<Notice>(`${CONTENT_PATHS.admin}/notices`, { method: 'POST', body })
    : api<Notice>(`${CONTENT_PATHS.admin}/notices/${id}`, { method: 'PUT', body });
}

export function useSaveNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: NoticeRequest }) => saveNotice(id, body),
    // The notice board and the staff's list of every notice.
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.notices() }),
  });
}
