import type { Language, MemberDashboard } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, embedded } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { dashboardKeys } from './keys';
import { MEMBER_DASHBOARD_PATHS } from './paths';

export function getMemberDashboard(lang: Language): Promise<MemberDashboard> {
  return api<MemberDashboard>(MEMBER_DASHBOARD_PATHS.dashboard, { query: { lang }, offline: true });
}

export const memberDashboardQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: dashboardKeys.member(lang),
    queryFn: () => getMemberDashboard(lang),
    // The server draws the member's dashboard with this read embedded (page-head.ts).
    initialData: () =>
      embedded<MemberDashboard>(MEMBER_DASHBOARD_PATHS.dashboard, { lang }, { offline: true }),
    // Read offline from the copy last saved (lib/offline.ts): the upcoming bookings.
    networkMode: 'offlineFirst',
    staleTime: 30_000,
  });

/** The member's stays, functions, events, open orders and today's notices, in their language. */
export function useMemberDashboard() {
  return useQuery(memberDashboardQueryOptions(useLanguage()));
}
