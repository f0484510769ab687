import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSummaryResponse,
  memberStatementMonthsResponse,
  readerLanguageQuery,
  ROLE,
  statementMonthParams,
  statementResponse,
  STATEMENTS_API,
} from '@club/contracts';
import { downloadStatement } from './download-statement.ts';
import { getAccountSummary } from './get-account-summary.ts';
import { getStatement } from './get-statement.ts';
import { openStatements } from './open-statements.ts';

const tags = ['statements'];
const member = { access: [ROLE.member] };

const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;

/** The member's own statements (the signed-in member, or the one an admin acts for). */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    STATEMENTS_API.mine,
    {
      config: member,
      schema: {
        tags,
        summary:
          "The statement months of the member, newest first, with their totals, and the newest month's statement",
        querystring: readerLanguageQuery,
        response: { 200: memberStatementMonthsResponse },
      },
    },
    async (request) => openStatements(ctx, request.actor, request.query),
  );

  app.get(
    STATEMENTS_API.accountSummary,
    {
      config: member,
      schema: {
        tags,
        summary: 'Balance, last statement and recent activity (member dashboard)',
        querystring: readerLanguageQuery,
        response: { 200: accountSummaryResponse },
      },
    },
    async (request) => getAccountSummary(ctx, request.actor, request.query),
  );

  app.get(
    `${STATEMENTS_API.mine}/:month`,
    {
      config: member,
      schema: {
        tags,
        summary: "A month's statement: opening, charges, payments, credits, closing and entries",
        params: statementMonthParams,
        querystring: readerLanguageQuery,
        response: { 200: statementResponse },
      },
    },
    async (request) => getStatement(ctx, request.actor, { ...request.params, ...request.query }),
  );

  for (const format of ['pdf', 'csv'] as const) {
    app.get(
      `${STATEMENTS_API.mine}/:month/${format}`,
      {
        config: member,
        schema: {
          tags,
          summary:
            format === 'pdf'
              ? "A month's statement as PDF (club letterhead, member, totals, entries)"
              : "A month's statement as CSV",
          params: statementMonthParams,
          querystring: readerLanguageQuery,
        },
      },
      async (request, reply) => {
        const file = await downloadStatement(ctx, request.actor, {
          month: request.params.month,
          format,
          lang: request.query.lang,
        });
        return reply
          .type(file.contentType)
          .header('content-disposition', attachment(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.data);
      },
    );
  }
};
