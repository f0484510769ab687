import type { broadcastListQuery, deliveryReportQuery } from '@club/contracts';
import type { z } from 'zod';

/** The office's list query and the report's, as the screens send them. */
export type BroadcastParams = Partial<z.output<typeof broadcastListQuery>>;
export type DeliveryParams = Partial<z.output<typeof deliveryReportQuery>>;

/** The broadcasts query keys (root 'broadcasts'); the only place they are written. */
export const broadcastsKeys = {
  all: ['broadcasts'] as const,
  lists: () => [...broadcastsKeys.all, 'list'] as const,
  list: (q: BroadcastParams) => [...broadcastsKeys.lists(), q] as const,
  one: (id: number) => [...broadcastsKeys.all, 'one', id] as const,
  deliveries: (id: number, q: DeliveryParams) =>
    [...broadcastsKeys.one(id), 'deliveries', q] as const,
  preview: (audience: unknown) => [...broadcastsKeys.all, 'preview', audience] as const,
  received: (base: 'mine' | 'staff', id: number) =>
    [...broadcastsKeys.all, 'received', base, id] as const,
};
