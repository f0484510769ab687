import type { FastifyPluginAsync } from 'fastify';
import { bookingAdminRoutes } from './bookings/booking-admin-routes.ts';
import { bookingRoutes } from './bookings/booking-routes.ts';
import { categoryRoutes } from './categories/category-routes.ts';
import { eventFileRoutes } from './files/event-file-routes.ts';
import { eventRoutes } from './catalog/event-routes.ts';
import { publicRoutes } from './public/public-routes.ts';
import { waitlistRoutes } from './waitlist/waitlist-routes.ts';

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
