import type { Notice, NoticeRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function saveNotice(id: number | null, body: NoticeRequest): Promise<Notice> {
  return id === null
    ? api<Notice>('/admin/content/notices', { method: 'POST', body })
    : api<Notice>(`/admin/content/notices/${id}`, { method: 'PUT', body });
}

export function useSaveNotice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: NoticeRequest }) => saveNotice(id, body),
    meta: { silent: true },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['admin', 'notices'] });
      void qc.invalidateQueries({ queryKey: ['notices'] });
    },
  });
}
