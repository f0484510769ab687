/** The query keys of the settings area (root 'settings'); the only place they are written. */
export const settingsKeys = {
  all: ['settings'] as const,
};
