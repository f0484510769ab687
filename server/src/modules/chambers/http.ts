import type { FastifyPluginAsync } from 'fastify';
import { bookingAdminRoutes } from './bookings/booking-admin-routes.ts';
import { bookingRoutes } from './bookings/booking-routes.ts';
import { clubCheckRoutes } from './club-check/club-check-routes.ts';
import { publicRoutes } from './rooms/public-routes.ts';
import { refundRoutes } from './refunds/refund-routes.ts';
import { roomDetailRoutes } from './rooms/room-detail-routes.ts';
import { roomRoutes } from './rooms/room-routes.ts';

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
