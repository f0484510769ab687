/*
 * The privacy module's outbox topic: a member asked for their data; the worker makes it after
 * the commit (build-data-export.ts).
 */

/** A member's data export waiting to be made. */
export interface DataExportRequested {
  exportId: number;
}

declare module '../../jobs/outbox.ts' {
  interface OutboxTopics {
    'data_export.requested': DataExportRequested;
  }
}
