export { useAuthStore, type AuthState, type LoginStatus } from './stores/auth-store';
export { meQueryOptions } from './api/get-me';
export { authKeys } from './api/keys';
export { setLanguage } from './api/set-language';
export { useLogout } from './api/logout';
export { ActingBanner } from './components/acting-banner';
export { UserMenu } from './components/user-menu';
export { SessionBootstrap } from './components/session-bootstrap';
