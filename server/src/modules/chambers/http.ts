import type { FastifyPluginAsync } from 'fastify';
import { bookingAdminRoutes } from './booking-admin-routes.ts';
import { bookingRoutes } from './booking-routes.ts';
import { clubCheckRoutes } from './club-check-routes.ts';
import { publicRoutes } from './public-routes.ts';
import { refundRoutes } from './refund-routes.ts';
import { roomDetailRoutes } from './room-detail-routes.ts';
import { roomRoutes } from './room-routes.ts';

/** The chambers module's HTTP side: its route files, registered by app.ts. */
export const chambersHttp: FastifyPluginAsync = async (app) => {
  await app.register(roomRoutes);
  await app.register(roomDetailRoutes);
  await app.register(publicRoutes);
  await app.register(bookingRoutes);
  await app.register(bookingAdminRoutes);
  await app.register(refundRoutes);
  await app.register(clubCheckRoutes);
};
