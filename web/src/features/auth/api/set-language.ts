import type { Language } from '@club/contracts';
import { api } from '../../../lib/api';

/** Stores the signed-in user's language for their mails. */
export function setLanguage(language: Language): Promise<void> {
  return api<void>('/auth/language', { method: 'PUT', body: { language } });
}
