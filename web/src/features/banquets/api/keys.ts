/** The query keys of the banquets area (root 'banquets'); the only place they are written. */
export const banquetsKeys = {
  all: ['banquets'] as const,
  /** The public reads: active halls, active packages. */
  publicHalls: () => [...banquetsKeys.all, 'public', 'halls'] as const,
  publicPackages: () => [...banquetsKeys.all, 'public', 'packages'] as const,
  // ---- Admin
  admin: () => [...banquetsKeys.all, 'admin'] as const,
  halls: () => [...banquetsKeys.admin(), 'halls'] as const,
  packages: () => [...banquetsKeys.admin(), 'packages'] as const,
  courses: () => [...banquetsKeys.admin(), 'courses'] as const,
  addons: () => [...banquetsKeys.admin(), 'addons'] as const,
};
