import { CONTENT_API } from '@club/contracts';
import { z } from 'zod';

/** What the content module's route files share: their OpenAPI tag and common schemas. */
export const tags = ['content'];
export const noContent = { 204: z.null() };
/** Where staff manage the content. */
export const ADMIN = CONTENT_API.admin;
