import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { checkJsonDepth, checkStorable } from '../lib/input-rules.ts';

/**
 * The request-wide input rules, for every route at once (routes added later included): JSON
 * bodies nest at most MAX_JSON_DEPTH levels, and no text in the path, the query or the body
 * holds what the database cannot store. Both answer 400 problem+json naming the field, before
 * the route's own schema runs.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      try {
        checkJsonDepth(String(body));
      } catch (err) {
        done(err as Error, undefined);
        return;
      }
      parseJson(request, String(body), done);
    },
  );
  app.addHook('preValidation', async (request) => {
    checkStorable(request.params);
    checkStorable(request.query);
    checkStorable(request.body);
  });
});
