import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addAlbumRequest,
  ALBUMS_API,
  albumListSchema,
  albumCaptionsRequest,
  albumPhotoOrderRequest,
  albumPhotoParams,
  albumSchema,
  albumViewListSchema,
  albumViewSchema,
  changeAlbumRequest,
  idParams,
  newsSlugParams,
  newsStatusRequest,
  ROLE,
} from '@club/contracts';
import { photoRoutes } from '../../../plugins/route-table.ts';
import { removeAlbumPhoto, uploadAlbumPhoto } from './album-photos.ts';
import { captionAlbumPhotos } from './caption-album-photos.ts';
import { deleteAlbum } from './delete-album.ts';
import { orderAlbumPhotos } from './order-album-photos.ts';
import {
  getMemberAlbum,
  getPublicAlbum,
  listAlbums,
  listMemberAlbums,
  listPublicAlbums,
} from './read-albums.ts';
import { saveAlbum } from './save-album.ts';
import { setAlbumStatus } from './set-album-status.ts';

const tags = ['albums'];
const editors = [ROLE.admin, ROLE.editor];

/** The photo albums: the editors' upkeep, the public gallery and the members'. */
export const albumRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const admin = ALBUMS_API.admin;

  app.get(
    admin,
    {
      config: { access: editors },
      schema: { tags, summary: 'Every album (any status)', response: { 200: albumListSchema } },
    },
    async (request) => listAlbums(ctx, request.actor),
  );
  app.post(
    admin,
    {
      config: { access: editors },
      schema: {
        tags,
        summary: 'Add an album (a draft)',
        body: addAlbumRequest,
        response: { 201: albumSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveAlbum(ctx, request.actor, request.body)),
  );
  app.put(
    admin,
    {
      config: { access: editors },
      schema: {
        tags,
        summary: 'Change an album (item.id, item.version)',
        body: changeAlbumRequest,
        response: { 200: albumSchema },
      },
    },
    async (request) => saveAlbum(ctx, request.actor, request.body),
  );
  app.put(
    `${admin}/:id/status`,
    {
      config: { access: editors },
      schema: {
        tags,
        summary: 'Publish an album or take it back to a draft',
        params: idParams,
        body: newsStatusRequest,
        response: { 200: albumSchema },
      },
    },
    async (request) =>
      setAlbumStatus(ctx, request.actor, { ...request.body, id: request.params.id }),
  );
  app.delete(
    `${admin}/:id`,
    {
      config: { access: editors },
      schema: {
        tags,
        summary: 'Delete an album and its photos',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteAlbum(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );
  photoRoutes(app, {
    url: admin,
    tags,
    access: editors,
    thing: 'album',
    response: albumSchema,
    photoParams: albumPhotoParams,
    upload: uploadAlbumPhoto,
    remove: removeAlbumPhoto,
  });
  app.put(
    `${admin}/:id/photo-order`,
    {
      config: { access: editors },
      schema: {
        tags,
        summary: "Put an album's photos in a new order (each named once, at the album's version)",
        params: idParams,
        body: albumPhotoOrderRequest,
        response: { 200: albumSchema },
      },
    },
    async (request) =>
      orderAlbumPhotos(ctx, request.actor, { ...request.body, id: request.params.id }),
  );
  app.put(
    `${admin}/:id/captions`,
    {
      config: { access: editors },
      schema: {
        tags,
        summary: "Save an album's photos' captions together (at the album's version)",
        params: idParams,
        body: albumCaptionsRequest,
        response: { 200: albumSchema },
      },
    },
    async (request) =>
      captionAlbumPhotos(ctx, request.actor, { ...request.body, id: request.params.id }),
  );

  app.get(
    ALBUMS_API.public,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The public gallery: published public albums',
        response: { 200: albumViewListSchema },
      },
    },
    async (request) => listPublicAlbums(ctx, request.actor),
  );
  app.get(
    `${ALBUMS_API.public}/:slug`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One published public album',
        params: newsSlugParams,
        response: { 200: albumViewSchema },
      },
    },
    async (request) => getPublicAlbum(ctx, request.actor, request.params),
  );
  app.get(
    ALBUMS_API.member,
    {
      config: { access: [ROLE.member, ...editors] },
      schema: {
        tags,
        summary: "The members' gallery: public and members' albums",
        response: { 200: albumViewListSchema },
      },
    },
    async (request) => listMemberAlbums(ctx, request.actor),
  );
  app.get(
    `${ALBUMS_API.member}/:slug`,
    {
      config: { access: [ROLE.member, ...editors] },
      schema: {
        tags,
        summary: 'One published album (public or members)',
        params: newsSlugParams,
        response: { 200: albumViewSchema },
      },
    },
    async (request) => getMemberAlbum(ctx, request.actor, request.params),
  );
};
