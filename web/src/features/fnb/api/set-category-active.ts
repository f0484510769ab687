import type { Category } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function setCategoryActive(id: number, active: boolean): Promise<Category> {
  return api<Category>(`${ADMIN_PATHS.categories}/${id}/active`, {
    method: 'PUT',
    body: { active },
  });
}

/** Shows or hides a category on the members' menu. */
export function useSetCategoryActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setCategoryActive(id, active),
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
