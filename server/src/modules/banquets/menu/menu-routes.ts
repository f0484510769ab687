import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BANQUETS_API,
  banquetCourseList,
  banquetCourseRequest,
  banquetCourseSchema,
  banquetDishRequest,
  banquetDishSchema,
  banquetPackageList,
  banquetPackageRequest,
  banquetPackageSchema,
  banquetPackageUpdateRequest,
  idParams,
  ROLE,
} from '@club/contracts';
import { listCourses } from './list-courses.ts';
import { listPackages } from './list-packages.ts';
import { removeCourse } from './remove-course.ts';
import { removePackage } from './remove-package.ts';
import { saveCourse } from './save-course.ts';
import { saveDish } from './save-dish.ts';
import { savePackage } from './save-package.ts';

const tags = ['banquets'];
const ADMIN = [ROLE.admin];
const noContent = { 204: z.null() };

/** The banquet menus (banquet/ManageBanquetMenu, ManageBanquetMenuItem): packages, courses, dishes. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const P = BANQUETS_API.packages;
  const C = BANQUETS_API.courses;
  const D = BANQUETS_API.dishes;

  app.get(
    P,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Menu packages', response: { 200: banquetPackageList } },
    },
    async (request) => listPackages(ctx, request.actor),
  );
  app.post(
    P,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a menu package',
        body: banquetPackageRequest,
        response: { 201: banquetPackageSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await savePackage(ctx, request.actor, { ...request.body, id: null })),
  );
  app.put(
    `${P}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change a menu package (at the version seen, else 409 package_changed)',
        params: idParams,
        body: banquetPackageUpdateRequest,
        response: { 200: banquetPackageSchema },
      },
    },
    async (request) => savePackage(ctx, request.actor, { ...request.body, id: request.params.id }),
  );
  app.delete(
    `${P}/:id`,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Delete a menu package', params: idParams, response: noContent },
    },
    async (request, reply) => {
      await removePackage(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );

  app.get(
    C,
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Courses with their dishes', response: { 200: banquetCourseList } },
    },
    async (request) => listCourses(ctx, request.actor),
  );
  app.post(
    C,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a course',
        body: banquetCourseRequest,
        response: { 201: banquetCourseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveCourse(ctx, request.actor, { ...request.body, id: null })),
  );
  app.put(
    `${C}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change a course',
        params: idParams,
        body: banquetCourseRequest,
        response: { 200: banquetCourseSchema },
      },
    },
    async (request) => saveCourse(ctx, request.actor, { ...request.body, id: request.params.id }),
  );
  app.delete(
    `${C}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Delete a course without dishes',
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await removeCourse(ctx, request.actor, request.params);
      return reply.code(204).send(null);
    },
  );

  app.post(
    D,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Add a dish to a course',
        body: banquetDishRequest,
        response: { 201: banquetDishSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveDish(ctx, request.actor, { ...request.body, id: null })),
  );
  app.put(
    `${D}/:id`,
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change a dish',
        params: idParams,
        body: banquetDishRequest,
        response: { 200: banquetDishSchema },
      },
    },
    async (request) => saveDish(ctx, request.actor, { ...request.body, id: request.params.id }),
  );
};
