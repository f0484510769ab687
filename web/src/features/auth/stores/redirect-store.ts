import { create } from 'zustand';

/**
 * Where the guard sends the user next instead of its default redirect: after sign-in the
 * `from` page or the landing screen, after sign-out /login, after act-as the dashboard.
 * Cleared when a route opens. Navigation intent only: the signed-in user lives in the `me`
 * query (api/get-me.ts) and nowhere else.
 */
interface RedirectState {
  redirectTo: string | null;
  setRedirect: (to: string | null) => void;
  clearRedirect: () => void;
}

export const useRedirectStore = create<RedirectState>()((set) => ({
  redirectTo: null,
  setRedirect: (redirectTo) => set({ redirectTo }),
  clearRedirect: () => set({ redirectTo: null }),
}));
