import type {
  ChamberBooking,
  ChamberCancelRequest,
  ChamberClubAnswerRequest,
  ChamberConfirmRequest,
  ChamberRejectRequest,
  ChamberStepRequest,
} from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { chambersKeys } from './keys';
import { CHAMBERS_PATHS } from './paths';

/** The office's steps on a booking and the body each takes (its endpoints: POST .../:id/<step>). */
export interface BookingSteps {
  confirm: ChamberConfirmRequest;
  reject: ChamberRejectRequest;
  'check-in': ChamberStepRequest;
  'check-out': ChamberStepRequest;
  cancel: ChamberCancelRequest;
  'no-show': ChamberStepRequest;
  /** The affiliated club's answer recorded by hand, and its mail sent again. */
  'club-check': ChamberClubAnswerRequest;
  'club-check/resend': ChamberStepRequest;
}
export type BookingStep = keyof BookingSteps;

export type StepInput = {
  [S in BookingStep]: { id: number; step: S; body: BookingSteps[S] };
}[BookingStep];

export function takeBookingStep({ id, step, body }: StepInput): Promise<ChamberBooking> {
  return api<ChamberBooking>(`${CHAMBERS_PATHS.bookings}/${id}/${step}`, { method: 'POST', body });
}

/** Takes a step on a booking; refreshes the requests, the booking, the calendar. */
export function useBookingStep() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: takeBookingStep,
    onSettled: () => qc.invalidateQueries({ queryKey: chambersKeys.all }),
  });
}
