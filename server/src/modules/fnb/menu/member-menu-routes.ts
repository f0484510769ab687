import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FNB_API,
  idParams,
  memberMenuHome,
  memberMenuItems,
  memberMenuItemSchema,
  memberMenuQuery,
  readerLanguageQuery,
  ROLE,
} from '@club/contracts';
import { getMemberItem } from './get-member-item.ts';
import { getMemberMenu } from './get-member-menu.ts';
import { listMemberItems } from './list-member-items.ts';

const tags = ['fnb'];
const MEMBER = [ROLE.member];

/** The member's menu (member/foodordering/...). */
export const memberMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    FNB_API.memberMenu,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'The outlets (hours, open now) and the categories on the menu',
        querystring: readerLanguageQuery,
        response: { 200: memberMenuHome },
      },
    },
    async (request) => getMemberMenu(ctx, request.actor, request.query),
  );

  app.get(
    FNB_API.memberItems,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'The items on the menu, filtered; each says whether it can be added now',
        querystring: memberMenuQuery,
        response: { 200: memberMenuItems },
      },
    },
    async (request) => listMemberItems(ctx, request.actor, request.query),
  );

  app.get(
    `${FNB_API.memberItems}/:id`,
    {
      config: { access: MEMBER },
      schema: {
        tags,
        summary: 'One menu item',
        params: idParams,
        querystring: readerLanguageQuery,
        response: { 200: memberMenuItemSchema },
      },
    },
    async (request) =>
      getMemberItem(ctx, request.actor, { ...request.params, lang: request.query.lang }),
  );
};
