import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@club/contracts';
import type { Actor } from '../actor.ts';
import type { Access } from './auth/index.ts';
import { readFileUpload } from './uploads.ts';

/*
 * The route tables every admin catalog repeats (a list, add, change and delete of a thing; its
 * photos), for route files: each route keeps its own method, url, summary, schemas and status
 * code, and calls one use case with the merged input, as the conventions' routes do.
 */

type App = Parameters<FastifyPluginAsyncZod>[0];
type Ctx = App['ctx'];
type Schema = z.ZodTypeAny;
/** The route's merged input: the body's fields and the path's id. */
const merged = <I>(body: unknown, id: number | null) => ({ ...(body as object), id }) as I;
/** The path's params, as the route's params schema parsed them. */
const paramsOf = <P>(request: { params: unknown }) => request.params as P;
/**
 * Registers one route. Its handler is typed at the call site (each use case against its route's
 * schemas), which Fastify's types cannot follow through generics: the route goes in untyped.
 */
function route(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  access: Access,
  schema: FastifySchema & { tags: string[]; summary: string },
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  (app as unknown as FastifyInstance).route({ method, url, config: { access }, schema, handler });
}
/** A use case answering what the route's response schema takes. */
type Run<I, R extends Schema> = (ctx: Ctx, actor: Actor, input: I) => Promise<z.input<R>>;

/** Who may call the routes and their OpenAPI tags. */
export interface RouteGroup {
  tags: string[];
  access: Access;
}

/** A 204 answer without a body. */
export const noContent = { 204: z.null() };

interface Read<R extends Schema, I> {
  summary: string;
  response: R;
  run: Run<I, R>;
}
interface Write<B extends Schema, R extends Schema, I> extends Read<R, I> {
  body: B;
}

/** A thing's list, add (201), one, change and delete (204), each optional; `url` is the base. */
export interface CatalogRoutes<
  LR extends Schema,
  AB extends Schema,
  AR extends Schema,
  GR extends Schema,
  CB extends Schema,
  CR extends Schema,
> extends RouteGroup {
  url: string;
  list?: Read<LR, Record<string, never>>;
  add?: Write<AB, AR, z.output<AB> & { id: null }>;
  one?: Read<GR, { id: number }>;
  change?: Write<CB, CR, z.output<CB> & { id: number }>;
  remove?: {
    summary: string;
    run: (ctx: Ctx, actor: Actor, input: { id: number }) => Promise<unknown>;
  };
}

/**
 * Registers a catalog's routes: `GET url` (list), `POST url` (add: the body with `id: null`,
 * 201), `GET url/:id`, `PUT url/:id` (change: the body with the path's id), `DELETE url/:id`
 * (204).
 */
export function catalogRoutes<
  LR extends Schema,
  AB extends Schema,
  AR extends Schema,
  GR extends Schema,
  CB extends Schema,
  CR extends Schema,
>(app: App, c: CatalogRoutes<LR, AB, AR, GR, CB, CR>): void {
  const ctx = app.ctx;
  const { url, tags, access, list, add, one, change, remove } = c;
  if (list) {
    route(
      app,
      'GET',
      url,
      access,
      { tags, summary: list.summary, response: { 200: list.response } },
      (request) => list.run(ctx, request.actor, {}),
    );
  }
  if (add) {
    route(
      app,
      'POST',
      url,
      access,
      { tags, summary: add.summary, body: add.body, response: { 201: add.response } },
      async (request, reply) =>
        reply.code(201).send(await add.run(ctx, request.actor, merged(request.body, null))),
    );
  }
  if (one) {
    route(
      app,
      'GET',
      `${url}/:id`,
      access,
      { tags, summary: one.summary, params: idParams, response: { 200: one.response } },
      (request) => one.run(ctx, request.actor, paramsOf(request)),
    );
  }
  if (change) onOne(app, 'PUT', `${url}/:id`, c, change);
  if (remove) {
    route(
      app,
      'DELETE',
      `${url}/:id`,
      access,
      { tags, summary: remove.summary, params: idParams, response: noContent },
      async (request, reply) => {
        await remove.run(ctx, request.actor, paramsOf(request));
        return reply.code(204).send(null);
      },
    );
  }
}

/**
 * A thing's photos: `POST url/:id/photos` (multipart field "file", 201) and
 * `DELETE url/:id/photos/:photoId`, both answering the thing; `thing` names it in the summaries.
 */
export function photoRoutes<R extends Schema, P extends Schema>(
  app: App,
  c: RouteGroup & {
    url: string;
    thing: string;
    response: R;
    photoParams: P;
    upload: Run<{ id: number; data: Buffer }, R>;
    remove: Run<z.output<P>, R>;
  },
): void {
  const ctx = app.ctx;
  const { url, tags, access } = c;
  route(
    app,
    'POST',
    `${url}/:id/photos`,
    access,
    {
      tags,
      summary: `Add a photo to a ${c.thing} (multipart field "file"; JPEG, PNG or WebP)`,
      params: idParams,
      response: { 201: c.response },
    },
    async (request, reply) =>
      reply.code(201).send(
        await c.upload(ctx, request.actor, {
          id: paramsOf<{ id: number }>(request).id,
          data: await readFileUpload(request, 'file'),
        }),
      ),
  );
  route(
    app,
    'DELETE',
    `${url}/:id/photos/:photoId`,
    access,
    {
      tags,
      summary: `Remove one of a ${c.thing}'s photos`,
      params: c.photoParams,
      response: { 200: c.response },
    },
    (request) => c.remove(ctx, request.actor, paramsOf(request)),
  );
}

/**
 * A step on one thing: `POST url` (a pattern with `:id`), the body with the path's id, 200.
 * A member's own list, one and cancel are `catalogRoutes` (list, one) and this.
 */
export function stepRoute<B extends Schema, R extends Schema>(
  app: App,
  c: RouteGroup & Write<B, R, z.output<B> & { id: number }> & { url: string },
): void {
  onOne(app, 'POST', c.url, c, c);
}

/** A write on one thing (`:id` in the url): the body with the path's id, 200. */
function onOne<B extends Schema, R extends Schema>(
  app: App,
  method: 'POST' | 'PUT',
  url: string,
  group: RouteGroup,
  w: Write<B, R, z.output<B> & { id: number }>,
): void {
  const ctx = app.ctx;
  route(
    app,
    method,
    url,
    group.access,
    {
      tags: group.tags,
      summary: w.summary,
      params: idParams,
      body: w.body,
      response: { 200: w.response },
    },
    (request) =>
      w.run(ctx, request.actor, merged(request.body, paramsOf<{ id: number }>(request).id)),
  );
}
