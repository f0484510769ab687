import type { DataExport, DataExportsResponse } from '@club/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { privacyKeys } from './keys';
import { PRIVACY_PATHS } from './paths';

export function getMyDataExports(): Promise<DataExportsResponse> {
  return api<DataExportsResponse>(PRIVACY_PATHS.myData);
}

/** How often the list is read again while an export is being made. */
export const PENDING_POLL_MS = 2000;

/** The member's downloads of their data; read again every two seconds while one is pending. */
export function useMyDataExports() {
  return useQuery({
    queryKey: privacyKeys.exports(),
    queryFn: getMyDataExports,
    meta: { errorInPlace: true },
    refetchInterval: (q) =>
      q.state.data?.items.some((x) => x.status === 'pending') ? PENDING_POLL_MS : false,
  });
}

export function requestDataExport(): Promise<DataExport> {
  return api<DataExport>(PRIVACY_PATHS.myData, { method: 'POST' });
}

/** Asks for a new download (one pending at a time: the server's 409 is the usual toast). */
export function useRequestDataExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSettled: () => qc.invalidateQueries({ queryKey: privacyKeys.exports() }),
  });
}
