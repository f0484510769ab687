import type { TaskParams } from './tasks';

/** The tasks' query keys (root 'tasks'); the only place they are written. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (q: TaskParams) => [...taskKeys.lists(), q] as const,
  assignees: () => [...taskKeys.all, 'assignees'] as const,
};
