import type { SubCategory, SubCategoryRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function updateSubCategory(id: number, body: SubCategoryRequest): Promise<SubCategory> {
  return api<SubCategory>(`${ADMIN_PATHS.subCategories}/${id}`, { method: 'PUT', body });
}

export function useUpdateSubCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SubCategoryRequest }) =>
      updateSubCategory(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
