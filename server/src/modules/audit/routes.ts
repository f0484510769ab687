import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditFacetsResponse, auditListQuery, auditListResponse } from '@club/contracts';
import { auditFacets, listAudit } from './list-audit.ts';

const tags = ['audit'];

/** The audit log screen (admins only). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/api/admin/audit',
    {
      config: { access: ['A'] },
      schema: {
        tags,
        summary: 'Audit log entries: who (for whom) did what, with before and after',
        querystring: auditListQuery,
        response: { 200: auditListResponse },
      },
    },
    async (request) => listAudit(ctx.db, request.query),
  );

  app.get(
    '/api/admin/audit/facets',
    {
      config: { access: ['A'] },
      schema: {
        tags,
        summary: 'Entities and actions in the audit log (for filters)',
        response: { 200: auditFacetsResponse },
      },
    },
    async () => auditFacets(ctx.db),
  );
};
