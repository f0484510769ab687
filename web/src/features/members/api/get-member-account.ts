import type {
  AccountSummaryResponse,
  Language,
  MyPaymentsResponse,
  StatementMonthsResponse,
} from '@club/contracts';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { membersKeys } from './keys';
import { MEMBERS_PATHS } from './paths';

const base = (id: number) => `${MEMBERS_PATHS.admin}/${id}`;

/** A member's balance, credit limit and recent activity, as the office reads it (in its language). */
export function useMemberAccount(id: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: membersKeys.account(id, 'summary', lang),
    queryFn: () => api<AccountSummaryResponse>(`${base(id)}/account-summary`, { query: { lang } }),
  });
}

/** A member's statement months, newest first. */
export function useMemberStatementMonths(id: number) {
  return useQuery({
    queryKey: membersKeys.account(id, 'months'),
    queryFn: () => api<StatementMonthsResponse>(`${base(id)}/statements`),
  });
}

/** A member's latest online payments. */
export function useMemberPayments(id: number, pageSize = 5) {
  const lang = useLanguage();
  return useQuery({
    queryKey: membersKeys.account(id, 'payments', lang),
    queryFn: () =>
      api<MyPaymentsResponse>(`${base(id)}/payments`, {
        query: { pageIndex: 0, pageSize, lang },
      }),
  });
}

/** The download address of a member's statement of a month (PDF, in the reader's language). */
export const memberStatementPdfUrl = (id: number, month: string, lang: Language) =>
  `${API_BASE}${base(id)}/statements/${month}/pdf?lang=${lang}`;
