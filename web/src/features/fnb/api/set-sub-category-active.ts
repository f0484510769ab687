import type { SubCategory } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function setSubCategoryActive(id: number, active: boolean): Promise<SubCategory> {
  return api<SubCategory>(`${ADMIN_PATHS.subCategories}/${id}/active`, {
    method: 'PUT',
    body: { active },
  });
}

export function useSetSubCategoryActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      setSubCategoryActive(id, active),
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
