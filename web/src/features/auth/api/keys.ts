/** The query keys of the auth area (root 'auth'); the only place they are written. */
export const authKeys = {
  all: ['auth'] as const,
  /** The signed-in user: the one owner of the session on the web (get-me.ts). */
  me: () => [...authKeys.all, 'me'] as const,
  token: (token: string) => [...authKeys.all, 'token', token] as const,
};
