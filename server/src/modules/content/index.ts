/** The content module's public surface: its route plugins and the public pages' head. */
export { affiliatedRoutes } from './affiliated-routes.ts';
export { committeeRoutes } from './committee-routes.ts';
export { enquiryRoutes } from './enquiry-routes.ts';
export { magazineRoutes } from './magazine-routes.ts';
export { noticesRoutes } from './notices-routes.ts';
export { pagesRoutes } from './pages-routes.ts';
export { seoRoutes } from './seo-routes.ts';
export { siteImagesRoutes } from './site-images-routes.ts';
export { publicPageHead } from './page-head.ts';
