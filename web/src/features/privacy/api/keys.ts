/** The privacy area's query keys (root 'privacy'); the only place they are written. */
export const privacyKeys = {
  all: ['privacy'] as const,
  sessions: () => [...privacyKeys.all, 'sessions'] as const,
  exports: () => [...privacyKeys.all, 'exports'] as const,
};
