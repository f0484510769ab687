import type { DirectoryListing, DirectoryListingRequest } from '@club/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { directoryKeys } from './keys';
import { DIRECTORY_PATHS } from './paths';

export function getMyListing(): Promise<DirectoryListing> {
  return api<DirectoryListing>(DIRECTORY_PATHS.me);
}

export function saveMyListing(body: DirectoryListingRequest): Promise<DirectoryListing> {
  return api<DirectoryListing>(DIRECTORY_PATHS.me, { method: 'PUT', body });
}

/** The member's own listing: listed or not, and the fields they share. */
export function useMyListing() {
  return useQuery({ queryKey: directoryKeys.me(), queryFn: getMyListing });
}

/** The member chooses their listing; the directory is read anew. */
export function useSaveMyListing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveMyListing,
    onSuccess: (l) => qc.setQueryData(directoryKeys.me(), l),
    onSettled: () => qc.invalidateQueries({ queryKey: directoryKeys.lists() }),
  });
}
