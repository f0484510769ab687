import type { MemberAddress, MemberAddressRequest } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fnbKeys } from './keys';
import { MEMBER_PATHS } from './member-paths';

export function createAddress(body: MemberAddressRequest): Promise<MemberAddress> {
  return api<MemberAddress>(MEMBER_PATHS.addresses, { method: 'POST', body });
}

/** Saves a new delivery address (the server keeps at most 10: 409 beyond). */
export function useCreateAddress() {
  const qc = useQueryClient();
  return useMutation({
    // The address form says why a save was refused (components/checkout/address-refused.ts).
    meta: { errorInPlace: true },
    mutationFn: createAddress,
    onSuccess: () => qc.invalidateQueries({ queryKey: fnbKeys.addresses() }),
  });
}
