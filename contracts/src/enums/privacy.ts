/** A data export's status (issue 35): being made, ready to download, failed, past its link's end. */
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** The files of a data export: every section machine-readable, and a readable PDF. */
export const DATA_EXPORT_FORMATS = ['json', 'pdf'] as const;
export type DataExportFormat = (typeof DATA_EXPORT_FORMATS)[number];

/** How long a ready export's download links work (days from when it was made). */
export const DATA_EXPORT_LINK_DAYS = 7;
