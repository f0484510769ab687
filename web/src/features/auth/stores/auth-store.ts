import type { SessionUser } from '@club/contracts';
import { create } from 'zustand';

export type LoginStatus = 'idle' | 'pending' | 'success' | 'fail';

export interface AuthState {
  /** Whether the first /api/auth/me answer has arrived (until then the guard shows a loader). */
  ready: boolean;
  status: LoginStatus;
  isLogin: boolean;
  user: SessionUser | null;
  error: string | null;
  /**
   * Where the guard should send the user next instead of its default redirect (after sign-in:
   * the `from` page or the landing screen; after sign-out: /login). Cleared when a route opens.
   */
  redirectTo: string | null;
  setSession: (user: SessionUser | null) => void;
  loginPending: () => void;
  loginSuccess: (user: SessionUser, redirectTo: string) => void;
  loginFail: (error: string) => void;
  updateUser: (user: SessionUser, redirectTo?: string) => void;
  /** Resets all auth state (sign-out, expired session). */
  reset: (redirectTo?: string | null) => void;
  clearRedirect: () => void;
}

const initial = {
  status: 'idle' as LoginStatus,
  isLogin: false,
  user: null,
  error: null,
  redirectTo: null,
};

/** Auth state (SPEC.md §3, §4): login pending, then success (user stored) or fail (user cleared). */
export const useAuthStore = create<AuthState>()((set) => ({
  ready: false,
  ...initial,
  setSession: (user) => set({ ready: true, user, isLogin: user !== null }),
  loginPending: () => set({ status: 'pending', error: null }),
  loginSuccess: (user, redirectTo) =>
    set({ ready: true, status: 'success', isLogin: true, user, error: null, redirectTo }),
  loginFail: (error) => set({ status: 'fail', isLogin: false, user: null, error }),
  updateUser: (user, redirectTo) =>
    set((s) => ({ user, isLogin: true, redirectTo: redirectTo ?? s.redirectTo })),
  reset: (redirectTo = null) => set({ ready: true, ...initial, redirectTo }),
  clearRedirect: () => set({ redirectTo: null }),
}));
