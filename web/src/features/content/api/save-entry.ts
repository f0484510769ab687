import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentKeys } from './keys';
import { CONTENT_PATHS } from './paths';

/** The lists of the public site staff edit: committee, affiliated clubs, banners and gallery. */
export type Collection = 'committee' | 'affiliated' | 'images';

export function saveEntry<T>(collection: Collection, id: number | null, body: unknown): Promise<T> {
  return id === null
    ? api<T>(`${CONTENT_PATHS.admin}/${collection}`, { method: 'POST', body })
    : api<T>(`${CONTENT_PATHS.admin}/${collection}/${id}`, { method: 'PUT', body });
}

/** Adds (id null) or changes an entry; the public lists refresh. */
export function useSaveEntry(collection: Collection) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: unknown }) =>
      saveEntry(collection, id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
