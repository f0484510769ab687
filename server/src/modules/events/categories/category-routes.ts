import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eventCategoryRequest,
  eventCategorySchema,
  eventCategoryTree,
  EVENTS_API,
  ROLE,
} from '@club/contracts';
import { catalogRoutes } from '../../../plugins/route-table.ts';
import { listEventCategories } from './list-event-categories.ts';
import { removeEventCategory } from './remove-event-category.ts';
import { saveEventCategory } from './save-event-category.ts';

const tags = ['events'];
const ADMIN = [ROLE.admin];

/** The events' category tree (events/ManageCategory): the admin's only. */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  catalogRoutes(app, {
    url: EVENTS_API.categories,
    tags,
    access: ADMIN,
    list: {
      summary: 'The category tree with counts of events',
      response: eventCategoryTree,
      run: listEventCategories,
    },
    add: {
      summary: 'Add a category (a root, or a child of one)',
      body: eventCategoryRequest,
      response: eventCategorySchema,
      run: saveEventCategory,
    },
    change: {
      summary: 'Change a category',
      body: eventCategoryRequest,
      response: eventCategorySchema,
      run: saveEventCategory,
    },
    remove: { summary: 'Delete a category without events or children', run: removeEventCategory },
  });
};
