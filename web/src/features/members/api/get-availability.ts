import type { AvailabilityQuery, AvailabilityResponse } from '@club/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { membersKeys } from './keys';
import { MEMBERS_PATHS } from './paths';

export type Availability = 'idle' | 'checking' | 'available' | 'taken';

export function getAvailability(query: AvailabilityQuery): Promise<AvailabilityResponse> {
  return api<AvailabilityResponse>(MEMBERS_PATHS.availability, { query: { ...query } });
}

export const availabilityQueryOptions = (query: AvailabilityQuery) =>
  queryOptions({
    queryKey: membersKeys.availability(query),
    queryFn: () => getAvailability(query),
    staleTime: 5_000,
    // The form shows the answer beside the field.
    meta: { errorInPlace: true },
  });

/** Checks as the admin types (debounced) whether a code or email is free. */
export function useAvailability(
  field: 'code' | 'email',
  value: string,
  opts: { excludeId?: number; initial?: string } = {},
): Availability {
  const [debounced] = useDebouncedValue(value.trim(), 350);
  const unchanged =
    opts.initial !== undefined && debounced.toLowerCase() === opts.initial.toLowerCase();
  const enabled = debounced.length > 0 && !unchanged;
  const query = useQuery({
    ...availabilityQueryOptions({
      field,
      value: debounced,
      ...(opts.excludeId ? { excludeId: opts.excludeId } : {}),
    }),
    enabled,
  });
  if (!enabled) return 'idle';
  if (value.trim() !== debounced || query.isFetching) return 'checking';
  if (!query.data || !query.data.valid) return 'idle';
  return query.data.available ? 'available' : 'taken';
}
