import type { MemberStatus } from '@club/contracts';

export const STATUS_COLOR: Record<MemberStatus, string> = {
  Active: 'green',
  Suspended: 'orange',
  Lapsed: 'yellow',
  Resigned: 'gray',
  Deceased: 'dark',
};
