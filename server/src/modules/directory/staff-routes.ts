import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addSupplierRequest,
  changeSupplierRequest,
  deleteContactsRequest,
  deleteContactsResponse,
  DIRECTORY_API,
  ROLE,
  staffDirectoryPageSchema,
  staffDirectoryQuery,
  supplierSchema,
} from '@club/contracts';
import { deleteSuppliers } from './delete-suppliers.ts';
import { listStaffDirectory } from './list-staff-directory.ts';
import { saveSupplier } from './save-supplier.ts';

const tags = ['directory'];
const admin = { access: [ROLE.admin] };

/**
 * The staff directory (SPEC.md §7 /apps/contacts for the office): every member, staff user,
 * supplier and affiliated club; suppliers added (POST), changed (PUT) and deleted by ids.
 */
export const directoryStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    DIRECTORY_API.admin,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Members, staff, suppliers or affiliated clubs: searched, sorted, paged',
        querystring: staffDirectoryQuery,
        response: { 200: staffDirectoryPageSchema },
      },
    },
    async (request) => listStaffDirectory(ctx, request.actor, request.query),
  );

  app.post(
    DIRECTORY_API.admin,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a supplier',
        body: addSupplierRequest,
        response: { 201: supplierSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveSupplier(ctx, request.actor, request.body)),
  );

  app.put(
    DIRECTORY_API.admin,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a supplier (item.id)',
        body: changeSupplierRequest,
        response: { 200: supplierSchema },
      },
    },
    async (request) => saveSupplier(ctx, request.actor, request.body),
  );

  app.delete(
    DIRECTORY_API.admin,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete suppliers by ids (all or none)',
        body: deleteContactsRequest,
        response: { 200: deleteContactsResponse },
      },
    },
    async (request) => deleteSuppliers(ctx, request.actor, request.body),
  );
};
