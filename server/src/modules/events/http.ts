import type { FastifyPluginAsync } from 'fastify';
import { bookingAdminRoutes } from './booking-admin-routes.ts';
import { bookingRoutes } from './booking-routes.ts';
import { categoryRoutes } from './category-routes.ts';
import { eventFileRoutes } from './event-file-routes.ts';
import { eventRoutes } from './event-routes.ts';
import { publicRoutes } from './public-routes.ts';
import { waitlistRoutes } from './waitlist-routes.ts';

/** The events module's HTTP side: its route files, registered by app.ts. */
export const eventsHttp: FastifyPluginAsync = async (app) => {
  await app.register(categoryRoutes);
  await app.register(eventRoutes);
  await app.register(eventFileRoutes);
  await app.register(publicRoutes);
  await app.register(bookingRoutes);
  await app.register(bookingAdminRoutes);
  await app.register(waitlistRoutes);
};
