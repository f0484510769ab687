import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { membersApi } from './members-api';

export type Availability = 'idle' | 'checking' | 'available' | 'taken';

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
    queryKey: ['admin', 'members', 'availability', field, debounced.toLowerCase(), opts.excludeId],
    queryFn: () =>
      membersApi.availability({
        field,
        value: debounced,
        ...(opts.excludeId ? { excludeId: opts.excludeId } : {}),
      }),
    enabled,
    staleTime: 5_000,
    meta: { silent: true },
  });
  if (!enabled) return 'idle';
  if (value.trim() !== debounced || query.isFetching) return 'checking';
  if (!query.data || !query.data.valid) return 'idle';
  return query.data.available ? 'available' : 'taken';
}
