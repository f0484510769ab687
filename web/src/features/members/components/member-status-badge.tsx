import type { MemberStatus } from '@club/contracts';
import type { BadgeProps } from '@mantine/core';
import { StatusBadge, statusFamily } from '../../../components/status-badge';
import { MEMBER_STATUS_KEYS } from './status-label';

/**
 * A membership status's badge: a dot of its colour beside its text (Deceased is dark, apart
 * from Resigned's gray).
 */
export const MEMBER_STATUS_FAMILY = statusFamily<MemberStatus>({
  variant: 'dot',
  colors: {
    Active: 'green',
    Suspended: 'orange',
    Lapsed: 'yellow',
    Resigned: 'gray',
    Deceased: 'dark',
  },
  keys: MEMBER_STATUS_KEYS,
});

/** A member's status as a badge (the members' list, a member's page, the dashboard). */
export function MemberStatusBadge({
  status,
  size,
}: {
  status: MemberStatus;
  size?: BadgeProps['size'];
}) {
  return <StatusBadge family={MEMBER_STATUS_FAMILY} status={status} size={size} />;
}
