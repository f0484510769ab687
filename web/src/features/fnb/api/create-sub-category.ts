import type { SubCategory, SubCategoryRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function createSubCategory(
  categoryId: number,
  body: SubCategoryRequest,
): Promise<SubCategory> {
  return api<SubCategory>(`${ADMIN_PATHS.categories}/${categoryId}/sub-categories`, {
    method: 'POST',
    body,
  });
}

export function useCreateSubCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: number; body: SubCategoryRequest }) =>
      createSubCategory(categoryId, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
