import { PRIVACY_API, type DataExportFormat } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The privacy API's paths (contracts' PRIVACY_API) as lib/api takes them, without '/api'. */
export const PRIVACY_PATHS = apiPaths(PRIVACY_API);

/** A ready export's file, as a plain link downloads it (the session cookie goes with it). */
export const exportFileUrl = (id: number, format: DataExportFormat) =>
  `${PRIVACY_API.myData}/${id}/${format}`;
