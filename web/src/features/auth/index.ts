/* The auth area's public surface: what other features and the app may use. */
export { meQueryOptions, useCurrentUser, useSession } from './api/get-me';
export { authKeys } from './api/keys';
export { setLanguage } from './api/set-language';
export { useLogout } from './api/logout';
export { useRedirectStore } from './stores/redirect-store';
export { ActingBanner } from './components/acting-banner';
export { UserMenu } from './components/user-menu';
export { SessionBootstrap } from './components/session-bootstrap';
