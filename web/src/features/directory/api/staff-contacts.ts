import type {
  StaffDirectoryPage,
  staffDirectoryQuery,
  Supplier,
  SupplierItem,
} from '@club/contracts';
import type { z } from 'zod';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';

import { directoryKeys } from './keys';
import { DIRECTORY_PATHS } from './paths';

/** The list's query as the screen sends it. */
export type StaffDirectoryParams = Partial<z.output<typeof staffDirectoryQuery>>;

export function getStaffContacts(query: StaffDirectoryParams): Promise<StaffDirectoryPage> {
  return api<StaffDirectoryPage>(DIRECTORY_PATHS.admin, {
    query: { ...query },
  });
}

export const staffContactsQueryOptions = (query: StaffDirectoryParams) =>
  queryOptions({
    queryKey: directoryKeys.staffList(query),
    queryFn: () => getStaffContacts(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** One page of the staff directory: members, staff, suppliers or affiliated clubs. */
export function useStaffContacts(query: StaffDirectoryParams) {
  return useQuery(staffContactsQueryOptions(query));
}

/** Adds a supplier (no id) or changes one (its id). */
export function saveSupplier(item: SupplierItem & { id?: number }): Promise<Supplier> {
  return api<Supplier>(DIRECTORY_PATHS.admin, {
    method: item.id === undefined ? 'POST' : 'PUT',
    body: { item },
  });
}

export function deleteSuppliers(ids: number[]): Promise<{ deleted: number }> {
  return api<{ deleted: number }>(DIRECTORY_PATHS.admin, { method: 'DELETE', body: { ids } });
}

export function useSaveSupplier() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSupplier,
    onSettled: () => qc.invalidateQueries({ queryKey: directoryKeys.staff() }),
  });
}

/** Deletes one supplier (the screen's delete: DELETE with its id). */
export function useDeleteSupplier() {
  const qc = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: async (id) => {
      await deleteSuppliers([id]);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: directoryKeys.staff() }),
  });
}
