import { z } from 'zod';
import {
  TASK_SORTS,
  TASK_SOURCE_KINDS,
  TASK_STATUSES,
  TASK_TAGS,
  TASK_TEAMS,
  TASK_TITLE_KEYS,
} from './enums.ts';
import { listQuery, pagedResponse } from './lists.ts';
import { boundedText, idSchema, isoDateSchema } from './primitives.ts';

/*
 * The staff's tasks (SPEC.md §7 /apps/tasks, issue 34): the office's, the kitchen's and
 * housekeeping's to-dos, written by hand or made by the portal when a stay or a function is
 * confirmed or feedback waits past its due time.
 */

const oneOf = { message: 'validation.oneOf' };

/** The list's query: term, order and page (§7), and the filters status, team, assignee=me. */
export const taskQuery = listQuery.extend({
  sortBy: z.enum(TASK_SORTS, oneOf).default('due'),
  status: z.enum(TASK_STATUSES, oneOf).optional(),
  team: z.enum(TASK_TEAMS, oneOf).optional(),
  assignee: z.enum(['me'], oneOf).optional(),
});
export type TaskQuery = z.input<typeof taskQuery>;

/** The words of a title the portal wrote: the room, hall, day or feedback it names. */
export const taskTitleParamsSchema = z.object({
  room: z.string().optional(),
  hall: z.string().optional(),
  date: z.string().optional(),
  feedback: z.number().int().optional(),
  subject: z.string().optional(),
});
export type TaskTitleParams = z.infer<typeof taskTitleParamsSchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  /** The title as written (a task the portal made: its English rendering). */
  title: z.string(),
  /** A task the portal made: its title's key, rendered in the reader's language with its params. */
  titleKey: z.enum(TASK_TITLE_KEYS).nullable(),
  titleParams: taskTitleParamsSchema,
  note: z.string(),
  team: z.enum(TASK_TEAMS),
  status: z.enum(TASK_STATUSES),
  tags: z.array(z.enum(TASK_TAGS)),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  dueOn: z.string().nullable(),
  sourceKind: z.enum(TASK_SOURCE_KINDS),
  sourceId: z.number().int().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskPageSchema = pagedResponse(taskSchema);
export type TaskPage = z.infer<typeof taskPageSchema>;

/** What the office writes of a task (title, team, due date, assignee, tags, note). */
export const taskItemSchema = z.object({
  title: boundedText(1, 160),
  team: z.enum(TASK_TEAMS, oneOf),
  note: z.string().trim().max(2000, { message: 'validation.textLong' }).default(''),
  dueOn: isoDateSchema.nullable().default(null),
  assigneeId: idSchema.nullable().default(null),
  tags: z
    .array(z.enum(TASK_TAGS, oneOf), oneOf)
    .max(TASK_TAGS.length, oneOf)
    .default([])
    .transform((a) => [...new Set(a)]),
  status: z.enum(TASK_STATUSES, oneOf).default('Active'),
});
export type TaskItem = z.input<typeof taskItemSchema>;

/** POST (add: `item` without id) and PUT (change: `item` with its id and the version seen). */
export const addTaskRequest = z.object({ item: taskItemSchema });
export const changeTaskRequest = z.object({
  item: taskItemSchema.extend({
    id: idSchema,
    version: z.coerce.number({ message: 'validation.required' }).int().min(0),
  }),
});
export type ChangeTaskRequest = z.input<typeof changeTaskRequest>;

/** DELETE with id: the task is hidden (kept, flagged deleted). */
export const deleteTaskRequest = z.object({ id: idSchema });
export const deleteTaskResponse = z.object({ deleted: z.number().int() });

/** The staff users a task may be given to (active admins, editors, event managers). */
export const taskAssigneeSchema = z.object({ id: z.number().int(), name: z.string() });
export const taskAssigneesSchema = z.object({ items: z.array(taskAssigneeSchema) });
export type TaskAssignee = z.infer<typeof taskAssigneeSchema>;
