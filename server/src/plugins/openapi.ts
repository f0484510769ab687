import { SYSTEM_API } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document from the route schemas, and its docs page at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Club portal API',
        description: 'Errors are application/problem+json (RFC 9457) with a stable code.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'club_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    // No CSP of its own: the page takes the portal's (plugins/security.ts). It runs only its
    // own script files (no inline script), so script-src 'self' suffices; swagger-ui's own
    // staticCSP was weaker (frame-ancestors 'self', styles and fonts from any https: host).
    await docs.register(swaggerUi, { routePrefix: SYSTEM_API.docs, staticCSP: false });
  });
});
