import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits, type ReadCache } from '../lib/read-cache.ts';

/**
 * Public cached answers may be stored by browsers and proxies, but are revalidated on every
 * use (with their ETag, so an unchanged answer costs a 304): an editor's change shows at once.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, no-cache';

/**
 * Answers a public read from the read cache (lib/read-cache.ts): the body serialised once by
 * the route's own response schema and sent as the bytes kept, its ETag, and 304 when the
 * request's If-None-Match names it. Only for answers that are the same for every caller
 * (`access: 'public'`, no session, no language): the key must hold everything the answer
 * depends on.
 */
export async function sendCachedRead(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReadCache,
  entry: { key: string; topics: readonly string[] },
  produce: () => Promise<unknown>,
): Promise<FastifyReply> {
  const { bytes, etag } = await cache.read(entry.key, entry.topics, async () => {
    const serialised = reply.serialize(await produce());
    if (typeof serialised !== 'string') throw new Error('a cached read must serialise to text');
    return serialised;
  });
  void reply.header('etag', etag).header('cache-control', PUBLIC_READ_CACHE_CONTROL);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(bytes);
}
