import type { ChamberBooking, ChamberBookingFields } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export function requestBooking(
  fields: ChamberBookingFields,
  idProof: File | null,
): Promise<ChamberBooking> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.append(k, String(v));
  // A member's own stay sends no ID proof.
  if (idProof) body.append('idProof', idProof);
  return api<ChamberBooking>(CHAMBERS_PATHS.myBookings, { method: 'POST', body });
}

/** Asks for rooms (the fields and a guest's ID proof file); refreshes the calendar and the list. */
export function useRequestBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, idProof }: { fields: ChamberBookingFields; idProof: File | null }) =>
      requestBooking(fields, idProof),
    meta: { errorInPlace: true },
    onSettled: () => qc.invalidateQueries({ queryKey: chambersKeys.member() }),
  });
}
