import type { BanquetAdvancePayment } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { banquetsKeys } from './keys';
import { BANQUETS_PATHS } from './paths';

/** Opens (or opens again) the card checkout of a confirmed booking's advance. */
export function payHallAdvance(id: number): Promise<BanquetAdvancePayment> {
  return api<BanquetAdvancePayment>(`${BANQUETS_PATHS.myBookings}/${id}/advance-payment`, {
    method: 'POST',
  });
}

/** The member pays a confirmed booking's advance by card; the answer carries the checkout. */
export function usePayHallAdvance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: payHallAdvance,
    onSettled: () => qc.invalidateQueries({ queryKey: banquetsKeys.all }),
  });
}
