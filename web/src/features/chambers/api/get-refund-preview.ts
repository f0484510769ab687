import type { ChamberRefundPreview } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

export type RefundScope = 'member' | 'admin';

export function getRefundPreview(scope: RefundScope, id: number): Promise<ChamberRefundPreview> {
  const base = scope === 'member' ? CHAMBERS_PATHS.myBookings : CHAMBERS_PATHS.bookings;
  return api<ChamberRefundPreview>(`${base}/${id}/refund`);
}

export const refundPreviewQueryOptions = (scope: RefundScope, id: number) =>
  queryOptions({
    queryKey: chambersKeys.refund(scope, id),
    queryFn: () => getRefundPreview(scope, id),
    // What cancelling refunds depends on today's date: asked afresh each time a dialog opens.
    staleTime: 0,
    meta: { errorInPlace: true },
  });

/** What cancelling a booking now would refund (the member's own, or any for the office). */
export function useRefundPreview(scope: RefundScope, id: number | null) {
  return useQuery({ ...refundPreviewQueryOptions(scope, id ?? 0), enabled: id !== null });
}
