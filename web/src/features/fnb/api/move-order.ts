import type { FnbOrder, FnbOrderStatus } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useApplyOrder } from './apply-order';
import { staffOrderPath } from './order-paths';

export interface MoveOrderInput {
  id: number;
  status: FnbOrderStatus;
  /** The version the screen shows (a stale one answers 409 'order_changed'). */
  version: number;
}

export function moveOrder({ id, status, version }: MoveOrderInput): Promise<FnbOrder> {
  return api<FnbOrder>(`${staffOrderPath(id)}/status`, {
    method: 'PUT',
    body: { status, version },
  });
}

/** Moves an order to its next status (confirm, prepare, ready or out for delivery, delivered). */
export function useMoveOrder() {
  return useMutation({ mutationFn: moveOrder, ...useApplyOrder() });
}
