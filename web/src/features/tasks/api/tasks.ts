import type { Task, TaskAssignee, TaskItem, TaskPage, taskQuery } from '@club/contracts';
import type { z } from 'zod';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { taskKeys } from './keys';
import { TASKS_PATHS } from './paths';

/** The list's query as the screen sends it. */
export type TaskParams = Partial<z.output<typeof taskQuery>>;

export function getTasks(query: TaskParams): Promise<TaskPage> {
  return api<TaskPage>(TASKS_PATHS.admin, { query: { ...query } });
}

export const tasksQueryOptions = (query: TaskParams) =>
  queryOptions({
    queryKey: taskKeys.list(query),
    queryFn: () => getTasks(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** One page of the staff's tasks. */
export function useTasks(query: TaskParams) {
  return useQuery(tasksQueryOptions(query));
}

/** The staff users a task may be given to. */
export function useTaskAssignees() {
  return useQuery({
    queryKey: taskKeys.assignees(),
    queryFn: () => api<{ items: TaskAssignee[] }>(TASKS_PATHS.assignees),
    staleTime: 60_000,
  });
}

/** Adds a task (no id) or changes one (its id and the version seen). */
export function saveTask(item: TaskItem & { id?: number; version?: number }): Promise<Task> {
  return api<Task>(TASKS_PATHS.admin, {
    method: item.id === undefined ? 'POST' : 'PUT',
    body: { item },
  });
}

export function useSaveTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveTask,
    onSettled: () => qc.invalidateQueries({ queryKey: taskKeys.lists() }),
  });
}

/** Deletes one task (DELETE with its id: hidden, kept). */
export function useDeleteTask() {
  const qc = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: async (id) => {
      await api<{ deleted: number }>(TASKS_PATHS.admin, { method: 'DELETE', body: { id } });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: taskKeys.lists() }),
  });
}
