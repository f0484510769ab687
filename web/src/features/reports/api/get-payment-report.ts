import type { PaymentReportQuery, PaymentReportResponse } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_REPORT_API } from '@club/contracts/core';
import { api, apiPath } from '../../../lib/api';
import { reportsKeys } from './keys';

type Query = Record<string, string | number | undefined>;

function toQuery(q: PaymentReportQuery): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries(q))
    if (v !== undefined && v !== '') out[k] = v as string | number;
  return out;
}

export function getPaymentReport(q: PaymentReportQuery): Promise<PaymentReportResponse> {
  return api<PaymentReportResponse>(apiPath(PAYMENT_REPORT_API.report), { query: toQuery(q) });
}

export const paymentReportQueryOptions = (q: PaymentReportQuery) =>
  queryOptions({
    queryKey: reportsKeys.payments(q),
    queryFn: () => getPaymentReport(q),
    placeholderData: keepPreviousData,
  });

export function usePaymentReport(q: PaymentReportQuery) {
  return useQuery(paymentReportQueryOptions(q));
}

/** The CSV export's address for the same filters (a plain download link; the cookie goes along). */
export function paymentReportCsvUrl(q: PaymentReportQuery): string {
  const { pageIndex: _i, pageSize: _s, ...filters } = q;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(toQuery(filters))) params.set(k, String(v));
  const text = params.toString();
  return `${PAYMENT_REPORT_API.csv}${text ? `?${text}` : ''}`;
}
