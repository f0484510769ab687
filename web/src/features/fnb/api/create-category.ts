import type { Category, CategoryRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function createCategory(body: CategoryRequest): Promise<Category> {
  return api<Category>(ADMIN_PATHS.categories, { method: 'POST', body });
}

export function useCreateCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
