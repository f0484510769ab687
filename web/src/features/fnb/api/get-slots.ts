import type { FnbOutlet, SlotsResponse } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { fnbKeys } from './keys';
import { MEMBER_PATHS } from './member-paths';

/** How often the checkout asks again: slots pass (lead time) and fill up (other orders). */
export const SLOTS_REFRESH_MS = 60_000;

export function getSlots(outlet: FnbOutlet): Promise<SlotsResponse> {
  return api<SlotsResponse>(MEMBER_PATHS.slots, { query: { outlet } });
}

export const slotsQueryOptions = (outlet: FnbOutlet) =>
  queryOptions({
    queryKey: fnbKeys.slots(outlet),
    queryFn: () => getSlots(outlet),
    staleTime: 10_000,
    refetchInterval: SLOTS_REFRESH_MS,
    // The checkout says in place that the times did not load.
    meta: { errorInPlace: true },
  });

/** Today's pickup and delivery slots of an outlet, each with whether it can still be chosen. */
export function useSlots(outlet: FnbOutlet) {
  return useQuery(slotsQueryOptions(outlet));
}
