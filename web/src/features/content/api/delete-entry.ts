import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Collection } from './save-entry';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

export function deleteEntry(collection: Collection, id: number): Promise<void> {
  return api<void>(`${CONTENT_PATHS.admin}/${collection}/${id}`, { method: 'DELETE' });
}

export function useDeleteEntry(collection: Collection) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteEntry(collection, id),
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
