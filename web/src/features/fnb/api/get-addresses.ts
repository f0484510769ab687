import type { MemberAddress } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fnbKeys } from './keys';
import { MEMBER_PATHS } from './member-paths';

export function getAddresses(): Promise<MemberAddress[]> {
  return api<MemberAddress[]>(MEMBER_PATHS.addresses);
}

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: fnbKeys.addresses(),
    queryFn: getAddresses,
    // The address picker says in place that they did not load.
    meta: { errorInPlace: true },
  });

/** The member's saved delivery addresses, the default first. */
export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
