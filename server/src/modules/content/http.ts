import type { FastifyPluginAsync } from 'fastify';
import { affiliatedRoutes } from './affiliated-routes.ts';
import { committeeRoutes } from './committee-routes.ts';
import { enquiryRoutes } from './enquiry-routes.ts';
import { magazineRoutes } from './magazine-routes.ts';
import { noticesRoutes } from './notices-routes.ts';
import { pagesRoutes } from './pages-routes.ts';
import { previewRoutes } from './preview-routes.ts';
import { seoRoutes } from './seo-routes.ts';
import { siteImagesRoutes } from './site-images-routes.ts';

/** The content module's HTTP side: its route files, registered by app.ts. */
export const contentHttp: FastifyPluginAsync = async (app) => {
  await app.register(pagesRoutes);
  await app.register(siteImagesRoutes);
  await app.register(committeeRoutes);
  await app.register(affiliatedRoutes);
  await app.register(enquiryRoutes);
  await app.register(seoRoutes);
  await app.register(noticesRoutes);
  await app.register(magazineRoutes);
  await app.register(previewRoutes);
};
