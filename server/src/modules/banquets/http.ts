import type { FastifyPluginAsync } from 'fastify';
import { addonRoutes } from './menu/addon-routes.ts';
import { bookingAdminRoutes } from './bookings/booking-admin-routes.ts';
import { bookingRoutes } from './bookings/booking-routes.ts';
import { hallRoutes } from './halls/hall-routes.ts';
import { menuRoutes } from './menu/menu-routes.ts';
import { publicRoutes } from './public-routes.ts';

/** The banquets module's HTTP side: its route files, registered by app.ts. */
export const banquetsHttp: FastifyPluginAsync = async (app) => {
  await app.register(hallRoutes);
  await app.register(menuRoutes);
  await app.register(addonRoutes);
  await app.register(publicRoutes);
  await app.register(bookingRoutes);
  await app.register(bookingAdminRoutes);
};
