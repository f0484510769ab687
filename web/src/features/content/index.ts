export { SiteNav, SiteNavDrawer } from './components/site-nav';
export { usePrefetchPublicContent } from './api/prefetch';
