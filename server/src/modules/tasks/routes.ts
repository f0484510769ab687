import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addTaskRequest,
  changeTaskRequest,
  deleteTaskRequest,
  deleteTaskResponse,
  ROLE,
  taskAssigneesSchema,
  taskPageSchema,
  taskQuery,
  taskSchema,
  TASKS_API,
} from '@club/contracts';
import { deleteTask } from './delete-task.ts';
import { listAssignees } from './list-assignees.ts';
import { listTasks } from './list-tasks.ts';
import { saveTask } from './save-task.ts';

const tags = ['tasks'];
const admin = { access: [ROLE.admin] };

/** The staff's tasks (SPEC.md §7 /apps/tasks): the list, add, change, delete; admins only. */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    TASKS_API.admin,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Tasks: searched, filtered, sorted, paged',
        querystring: taskQuery,
        response: { 200: taskPageSchema },
      },
    },
    async (request) => listTasks(ctx, request.actor, request.query),
  );

  app.post(
    TASKS_API.admin,
    {
      config: admin,
      schema: { tags, summary: 'Add a task', body: addTaskRequest, response: { 201: taskSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await saveTask(ctx, request.actor, request.body)),
  );

  app.put(
    TASKS_API.admin,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change a task (item.id, item.version)',
        body: changeTaskRequest,
        response: { 200: taskSchema },
      },
    },
    async (request) => saveTask(ctx, request.actor, request.body),
  );

  app.delete(
    TASKS_API.admin,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a task by id (hidden, kept)',
        body: deleteTaskRequest,
        response: { 200: deleteTaskResponse },
      },
    },
    async (request) => deleteTask(ctx, request.actor, request.body),
  );

  app.get(
    TASKS_API.assignees,
    {
      config: admin,
      schema: {
        tags,
        summary: 'The staff users a task may be given to',
        response: { 200: taskAssigneesSchema },
      },
    },
    async (request) => listAssignees(ctx, request.actor),
  );
};
