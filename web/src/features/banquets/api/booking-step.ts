import type {
  BanquetBooking,
  BanquetCancelRequest,
  BanquetConfirmRequest,
  BanquetFinalGuestsRequest,
  BanquetRejectRequest,
  BanquetStepRequest,
} from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { banquetsKeys } from './keys';
import { BANQUETS_PATHS } from './paths';

/** The office's steps on a hall booking and the body each takes (POST .../:id/<step>). */
export interface HallBookingSteps {
  confirm: BanquetConfirmRequest;
  reject: BanquetRejectRequest;
  'final-guests': BanquetFinalGuestsRequest;
  complete: BanquetStepRequest;
  cancel: BanquetCancelRequest;
}
export type HallBookingStep = keyof HallBookingSteps;

export type HallStepInput = {
  [S in HallBookingStep]: { id: number; step: S; body: HallBookingSteps[S] };
}[HallBookingStep];

export function takeHallBookingStep({ id, step, body }: HallStepInput): Promise<BanquetBooking> {
  return api<BanquetBooking>(`${BANQUETS_PATHS.bookings}/${id}/${step}`, {
    method: 'POST',
    body,
  });
}

/** Takes a step on a hall booking; refreshes the list, the booking, the slots. */
export function useHallBookingStep() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: takeHallBookingStep,
    onSettled: () => qc.invalidateQueries({ queryKey: banquetsKeys.all }),
  });
}
