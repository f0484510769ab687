import type { Language } from '@club/contracts';
import { api } from '../../../lib/api';
import { AUTH_PATHS } from './paths';

/** Stores the signed-in user's language for their mails. */
export function setLanguage(language: Language): Promise<void> {
  return api<void>(AUTH_PATHS.language, { method: 'PUT', body: { language } });
}
