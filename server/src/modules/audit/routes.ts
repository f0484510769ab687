import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditFacetsResponse,
  auditListQuery,
  auditListResponse,
  ROLE,
  AUDIT_API,
} from '@club/contracts';
import { getAuditFacets } from './get-audit-facets.ts';
import { listAudit } from './list-audit.ts';

const tags = ['audit'];

/** The audit log screen (admins only). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    AUDIT_API.log,
    {
      config: { access: [ROLE.admin] },
      schema: {
        tags,
        summary: 'Audit log entries: who (for whom) did what, with before and after',
        querystring: auditListQuery,
        response: { 200: auditListResponse },
      },
    },
    async (request) => listAudit(ctx, request.actor, request.query),
  );

  app.get(
    AUDIT_API.facets,
    {
      config: { access: [ROLE.admin] },
      schema: {
        tags,
        summary: 'Entities and actions in the audit log (for filters)',
        response: { 200: auditFacetsResponse },
      },
    },
    async (request) => getAuditFacets(ctx, request.actor),
  );
};
