import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  TASK_SOURCE_KINDS,
  TASK_STATUSES,
  TASK_TAGS,
  TASK_TEAMS,
  TASK_TITLE_KEYS,
  type TaskTitleParams,
} from '@club/contracts';
import { serialId, versioned } from './columns.ts';
import { inList } from './in-list.ts';
import { staffRef } from './people-columns.ts';

/**
 * The staff's tasks (SPEC.md §7 /apps/tasks, issue 34): the office's, the kitchen's and
 * housekeeping's. A task the portal makes names what made it (`source_kind`, `source_id`) and
 * why (`purpose`): the unique index makes it exactly once however often its trigger runs. A
 * deleted task is kept, hidden (`deleted`).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serialId(),
    title: text('title').notNull(),
    /** A title the portal wrote: its key and params, rendered in the reader's language. */
    titleKey: text('title_key', { enum: TASK_TITLE_KEYS }),
    titleParams: jsonb('title_params')
      .$type<TaskTitleParams>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    note: text('note').notNull().default(''),
    team: text('team', { enum: TASK_TEAMS }).notNull(),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('Active'),
    deleted: boolean('deleted').notNull().default(false),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    assigneeId: staffRef('assignee_id'),
    dueOn: date('due_on', { mode: 'string' }),
    sourceKind: text('source_kind', { enum: TASK_SOURCE_KINDS }).notNull().default('manual'),
    sourceId: integer('source_id'),
    /** Why the portal made it ('' for the office's own tasks). */
    purpose: text('purpose').notNull().default(''),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('tasks_source_uq').on(t.sourceKind, t.sourceId, t.purpose),
    index('tasks_due_idx').on(t.deleted, t.dueOn),
    index('tasks_assignee_idx').on(t.assigneeId),
    check('tasks_team_ck', inList(t.team, TASK_TEAMS)),
    check('tasks_status_ck', inList(t.status, TASK_STATUSES)),
    check('tasks_source_kind_ck', inList(t.sourceKind, TASK_SOURCE_KINDS)),
    check(
      'tasks_title_key_ck',
      sql`${t.titleKey} is null or ${inList(t.titleKey, TASK_TITLE_KEYS)}`,
    ),
    check('tasks_source_ck', sql`(${t.sourceKind} = 'manual') = (${t.sourceId} is null)`),
    check(
      'tasks_tags_ck',
      sql`${t.tags} <@ array[${sql.raw(TASK_TAGS.map((x) => `'${x}'`).join(', '))}]::text[]`,
    ),
  ],
);
