import type { Language, PaymentReportQuery } from '@club/contracts';

/** The query keys of the reports area (root 'reports'); the only place they are written. */
export const reportsKeys = {
  all: ['reports'] as const,
  payments: (query: PaymentReportQuery) => [...reportsKeys.all, 'payments', query] as const,
  event: (eventId: number, lang: Language) => [...reportsKeys.all, 'event', eventId, lang] as const,
};
