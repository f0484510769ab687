import type { EventReportResponse, Language } from '@club/contracts';
import { EVENT_REPORT_API } from '@club/contracts/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPath } from '../../../lib/api';
import { reportsKeys } from './keys';

export function getEventReport(eventId: number, lang: Language): Promise<EventReportResponse> {
  return api<EventReportResponse>(apiPath(EVENT_REPORT_API.report), { query: { eventId, lang } });
}

export const eventReportQueryOptions = (eventId: number, lang: Language) =>
  queryOptions({
    queryKey: reportsKeys.event(eventId, lang),
    queryFn: () => getEventReport(eventId, lang),
  });

/** One event's Event Booking Report (nothing asked until an event is picked). */
export function useEventReport(eventId: number | null, lang: Language) {
  return useQuery({ ...eventReportQueryOptions(eventId ?? 0, lang), enabled: eventId !== null });
}

/** The CSV export's and the door list's addresses (plain links; the cookie goes along). */
export const eventReportCsvUrl = (eventId: number, lang: Language) =>
  `${EVENT_REPORT_API.csv}?eventId=${eventId}&lang=${lang}`;
export const eventDoorListUrl = (eventId: number, lang: Language) =>
  `${EVENT_REPORT_API.doorList}?eventId=${eventId}&lang=${lang}`;
