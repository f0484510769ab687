import type { DirectoryParams } from './get-directory';
import type { StaffDirectoryParams } from './staff-contacts';

/** The directory's query keys (root 'directory'); the only place they are written. */
export const directoryKeys = {
  all: ['directory'] as const,
  lists: () => [...directoryKeys.all, 'list'] as const,
  list: (q: DirectoryParams) => [...directoryKeys.lists(), q] as const,
  me: () => [...directoryKeys.all, 'me'] as const,
  staff: () => [...directoryKeys.all, 'staff'] as const,
  staffList: (q: StaffDirectoryParams) => [...directoryKeys.staff(), q] as const,
};
