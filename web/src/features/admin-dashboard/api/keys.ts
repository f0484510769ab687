import type { Language } from '@club/contracts';

/** The query keys of the admin dashboard (root 'admin-dashboard'); the only place they are written. */
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  reader: (lang: Language) => ['admin-dashboard', lang] as const,
};
