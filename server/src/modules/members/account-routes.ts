import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSummaryResponse,
  idParams,
  myPaymentsQuery,
  myPaymentsResponse,
  readerLanguageQuery,
  ROLE,
  statementMonthsResponse,
  statementMonthSchema,
  MEMBERS_API,
} from '@club/contracts';
import { listMyPayments } from '../payments/index.ts';
import { downloadStatement, getAccountSummary, listStatementMonths } from '../statements/index.ts';
import { reading } from './read-member-account.ts';

const tags = ['members'];
const admin = { access: [ROLE.admin] };
const A = `${MEMBERS_API.admin}/:id`;

/** A member's balance, statements and payments on the member's record (member/editMember/{id}). */
export const memberAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    `${A}/account-summary`,
    {
      config: admin,
      schema: {
        tags,
        summary: "A member's balance, credit limit, last statement and recent activity",
        params: idParams,
        querystring: readerLanguageQuery,
        response: { 200: accountSummaryResponse },
      },
    },
    async (request) => {
      const summary = await getAccountSummary(
        ctx,
        await reading(ctx, request.actor, request.params.id),
        request.query,
      );
      // The entries' links lead to the member's own screens: the office has its own.
      return { ...summary, recent: summary.recent.map((e) => ({ ...e, link: null })) };
    },
  );

  app.get(
    `${A}/statements`,
    {
      config: admin,
      schema: {
        tags,
        summary: "A member's statement months, newest first, with their totals",
        params: idParams,
        response: { 200: statementMonthsResponse },
      },
    },
    async (request) =>
      listStatementMonths(ctx, await reading(ctx, request.actor, request.params.id)),
  );

  app.get(
    `${A}/statements/:month/pdf`,
    {
      config: admin,
      schema: {
        tags,
        summary: "A member's statement of a month as PDF",
        params: idParams.extend({ month: statementMonthSchema }),
        querystring: readerLanguageQuery,
      },
    },
    async (request, reply) => {
      const file = await downloadStatement(
        ctx,
        await reading(ctx, request.actor, request.params.id),
        { month: request.params.month, format: 'pdf', lang: request.query.lang },
      );
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );

  app.get(
    `${A}/payments`,
    {
      config: admin,
      schema: {
        tags,
        summary: "A member's online payments, newest first, with the balance",
        params: idParams,
        querystring: myPaymentsQuery,
        response: { 200: myPaymentsResponse },
      },
    },
    async (request) =>
      listMyPayments(ctx, await reading(ctx, request.actor, request.params.id), request.query),
  );
};
