import type { MyEventWaitlist } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { eventsKeys } from './keys';
import { EVENTS_PATHS } from './paths';

export function getMyEventWaitlist(): Promise<MyEventWaitlist> {
  return api<MyEventWaitlist>(EVENTS_PATHS.myWaitlist);
}

export const myEventWaitlistQueryOptions = () =>
  queryOptions({ queryKey: eventsKeys.myWaitlist(), queryFn: getMyEventWaitlist });

/** The signed-in member's waitlist entries and offers (My Events Booking). */
export function useMyEventWaitlist() {
  return useQuery(myEventWaitlistQueryOptions());
}
