import { NEWS_API } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The news API's paths (contracts' NEWS_API) as lib/api takes them, without '/api'. */
export const NEWS_PATHS = apiPaths(NEWS_API);

/** The readers' page size (the server's page head embeds the public list's first page so). */
export const NEWS_PAGE_SIZE = 10;
