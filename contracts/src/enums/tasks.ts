/** The staff teams a task is for (issue 34, the office's tasks). */
export const TASK_TEAMS = ['office', 'kitchen', 'housekeeping'] as const;
export type TaskTeam = (typeof TASK_TEAMS)[number];

/** A task's status (SPEC.md §3: Active or Done). */
export const TASK_STATUSES = ['Active', 'Done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** What made a task: the office by hand, a confirmed stay, a confirmed function, late feedback. */
export const TASK_SOURCE_KINDS = ['manual', 'stay', 'function', 'feedback'] as const;
export type TaskSourceKind = (typeof TASK_SOURCE_KINDS)[number];

/** The titles the portal writes for the tasks it makes (rendered in the reader's language). */
export const TASK_TITLE_KEYS = ['prepareRoom', 'functionSheet', 'feedbackFollowUp'] as const;
export type TaskTitleKey = (typeof TASK_TITLE_KEYS)[number];

/** The task list's orders (SPEC.md §7 sortBy). */
export const TASK_SORTS = ['due', 'title', 'status', 'team'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

/** The office's fixed tags a task may carry (no free text: labels stay translated). */
export const TASK_TAGS = ['urgent', 'guest', 'vip', 'maintenance', 'supplies'] as const;
export type TaskTag = (typeof TASK_TAGS)[number];
