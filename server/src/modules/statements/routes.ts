import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSummaryResponse,
  listQuery,
  pagedResponse,
  statementImportDetailResponse,
  statementImportPreviewResponse,
  statementImportResultResponse,
  statementImportSummarySchema,
  statementMonthParams,
  statementMonthsResponse,
  statementResponse,
} from '@club/contracts';
import { memberScope } from '../../actor.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { getSettings } from '../settings/get-settings.ts';
import {
  accountSummary,
  getStatement,
  listStatementMonths,
  statementContext,
} from './get-statement.ts';
import { importBillFile, previewBillImport, type UploadedFile } from './import-bills.ts';
import { getImport, listImports } from './list-imports.ts';
import { renderStatementCsv } from './render-csv.ts';
import { renderStatementPdf } from './render-pdf.ts';

const memberTags = ['statements'];
const adminTags = ['statement imports'];
const member = { access: ['M'] as const };
const admin = { access: ['A'] as const };

/** The uploaded CSV of a multipart request (field "file"). */
async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'unsupported_media_type', 'Upload the file as multipart/form-data.');
  }
  const part = await request.file();
  if (!part) throw badRequest('file', 'Choose a CSV file to upload.');
  const data = await part.toBuffer();
  if (data.length === 0) throw badRequest('file', 'The file is empty.');
  const fileName = path.basename(part.filename || 'bills.csv').slice(0, 200) || 'bills.csv';
  return { fileName, data };
}

const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;

export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  // ---- Member: their own statements (memberScope: the signed-in member or the one acted for)

  app.get(
    '/api/member/statements',
    {
      config: member,
      schema: {
        tags: memberTags,
        summary: 'The statement months of the member, newest first, with their totals',
        response: { 200: statementMonthsResponse },
      },
    },
    async (request) =>
      listStatementMonths(ctx.db, memberScope(request.actor), await statementContext(ctx.db)),
  );

  app.get(
    '/api/member/account-summary',
    {
      config: member,
      schema: {
        tags: memberTags,
        summary: 'Balance, last statement and recent activity (member dashboard)',
        response: { 200: accountSummaryResponse },
      },
    },
    async (request) =>
      accountSummary(ctx.db, memberScope(request.actor), await statementContext(ctx.db)),
  );

  app.get(
    '/api/member/statements/:month',
    {
      config: member,
      schema: {
        tags: memberTags,
        summary: "A month's statement: opening, charges, payments, credits, closing and entries",
        params: statementMonthParams,
        response: { 200: statementResponse },
      },
    },
    async (request) =>
      getStatement(
        ctx.db,
        memberScope(request.actor),
        request.params.month,
        await statementContext(ctx.db),
      ),
  );

  app.get(
    '/api/member/statements/:month/pdf',
    {
      config: member,
      schema: {
        tags: memberTags,
        summary: "A month's statement as PDF (club letterhead, member, totals, entries)",
        params: statementMonthParams,
      },
    },
    async (request, reply) => {
      const c = await statementContext(ctx.db);
      const s = await getStatement(ctx.db, memberScope(request.actor), request.params.month, c);
      const pdf = await renderStatementPdf(s, await getSettings(ctx.db));
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          attachment(`statement-${s.member.code}-${s.totals.month}.pdf`),
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/member/statements/:month/csv',
    {
      config: member,
      schema: {
        tags: memberTags,
        summary: "A month's statement as CSV",
        params: statementMonthParams,
      },
    },
    async (request, reply) => {
      const c = await statementContext(ctx.db);
      const s = await getStatement(ctx.db, memberScope(request.actor), request.params.month, c);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          attachment(`statement-${s.member.code}-${s.totals.month}.csv`),
        )
        .header('cache-control', 'private, no-store')
        .send(renderStatementCsv(s, c.timeZone));
    },
  );

  // ---- Admin: the monthly bill import

  app.post(
    '/api/admin/statement-imports/preview',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary:
          'Check a bill CSV (multipart field "file"): its rows and every error; changes nothing',
        consumes: ['multipart/form-data'],
        response: { 200: statementImportPreviewResponse },
      },
    },
    async (request) => previewBillImport(ctx, await readUpload(request)),
  );

  app.post(
    '/api/admin/statement-imports',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary:
          'Import a bill CSV (multipart field "file"): all rows or none; the same file again changes nothing',
        consumes: ['multipart/form-data'],
        response: { 200: statementImportResultResponse, 201: statementImportResultResponse },
      },
    },
    async (request, reply) => {
      const result = await importBillFile(ctx, request, await readUpload(request));
      return reply.code(result.alreadyImported ? 200 : 201).send(result);
    },
  );

  app.get(
    '/api/admin/statement-imports',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'Past imports (file, period, rows, by whom, when), paginated',
        querystring: listQuery,
        response: { 200: pagedResponse(statementImportSummarySchema) },
      },
    },
    async (request) => listImports(ctx.db, request.query),
  );

  app.get(
    '/api/admin/statement-imports/:id',
    {
      config: admin,
      schema: {
        tags: adminTags,
        summary: 'One import and the rows it brought in',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: statementImportDetailResponse },
      },
    },
    async (request) => getImport(ctx.db, request.params.id),
  );
};
