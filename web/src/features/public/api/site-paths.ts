export { pathOf, SITE_PAGES, slugOfPath } from '../site-map';
