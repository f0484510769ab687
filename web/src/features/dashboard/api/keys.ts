import type { Language } from '@club/contracts';

/** The query keys of the member dashboard (root 'dashboard'); the only place they are written. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  member: (lang: Language) => ['dashboard', 'member', lang] as const,
};
