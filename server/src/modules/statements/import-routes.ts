import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  listQuery,
  pagedResponse,
  ROLE,
  statementImportDetailResponse,
  statementImportPreviewResponse,
  statementImportResultResponse,
  statementImportSummarySchema,
  STATEMENTS_API,
} from '@club/contracts';
import { readNamedUpload } from '../../plugins/uploads.ts';
import { getImport } from './get-import.ts';
import { importBillFile } from './import-bill-file.ts';
import { listImports } from './list-imports.ts';
import { previewBillImport } from './preview-bill-import.ts';

const tags = ['statement imports'];
const admin = { access: [ROLE.admin] };

/** The monthly bill import of the accounting system (Statement Imports). */
export const statementImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    STATEMENTS_API.importPreview,
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Check a bill CSV (multipart field "file"): its rows and every error; changes nothing',
        consumes: ['multipart/form-data'],
        response: { 200: statementImportPreviewResponse },
      },
    },
    async (request) =>
      previewBillImport(ctx, request.actor, {
        file: await readNamedUpload(request, 'bills.csv'),
      }),
  );

  app.post(
    STATEMENTS_API.imports,
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Import a bill CSV (multipart field "file"): all rows or none; the same file again changes nothing',
        consumes: ['multipart/form-data'],
        response: { 200: statementImportResultResponse, 201: statementImportResultResponse },
      },
    },
    async (request, reply) => {
      const file = await readNamedUpload(request, 'bills.csv');
      const result = await importBillFile(ctx, request.actor, { file });
      return reply.code(result.alreadyImported ? 200 : 201).send(result);
    },
  );

  app.get(
    STATEMENTS_API.imports,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Past imports (file, period, rows, by whom, when), paginated',
        querystring: listQuery,
        response: { 200: pagedResponse(statementImportSummarySchema) },
      },
    },
    async (request) => listImports(ctx, request.actor, request.query),
  );

  app.get(
    `${STATEMENTS_API.imports}/:id`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'One import and the rows it brought in',
        params: idParams,
        response: { 200: statementImportDetailResponse },
      },
    },
    async (request) => getImport(ctx, request.actor, request.params),
  );
};
