import type { Category, CategoryRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_PATHS } from './admin-paths';
import { fnbKeys } from './keys';

export function updateCategory(id: number, body: CategoryRequest): Promise<Category> {
  return api<Category>(`${ADMIN_PATHS.categories}/${id}`, { method: 'PUT', body });
}

export function useUpdateCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CategoryRequest }) => updateCategory(id, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.all }),
  });
}
