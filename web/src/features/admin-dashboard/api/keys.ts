/** The query keys of the admin dashboard (root 'admin-dashboard'); the only place they are written. */
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
};
