import type { Task } from '@club/contracts';
import {
  TASK_SORTS,
  TASK_STATUSES,
  TASK_TAGS,
  TASK_TEAMS,
  TASK_TITLE_KEYS,
} from '@club/contracts/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { statusFamily } from '../../../components/status-badge';
import { keyMap } from '../../../lib/i18n';
import { useClubFormat } from '../../settings';

/** The tasks' words for their lists of values. */
export const TEAM_KEYS = keyMap('tasks:team.', TASK_TEAMS);
export const STATUS_KEYS = keyMap('tasks:status.', TASK_STATUSES);
export const TAG_KEYS = keyMap('tasks:tag.', TASK_TAGS);
export const SORT_KEYS = keyMap('tasks:sort.', TASK_SORTS);
export const TITLE_KEYS = keyMap('tasks:auto.', TASK_TITLE_KEYS);

/** A task's status as a badge. */
export const TASK_STATUS_FAMILY = statusFamily({
  colors: { Active: 'blue', Done: 'green' },
  keys: { Active: 'tasks:status.Active', Done: 'tasks:status.Done' },
});

/** A task's title in the reader's language: a title the portal wrote is rendered from its key. */
export function useTaskTitle(): (task: Task) => string {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  return (task) => {
    if (task.titleKey === null) return task.title;
    const p = task.titleParams;
    return t(TITLE_KEYS[task.titleKey], {
      room: p.room ?? '',
      hall: p.hall ?? '',
      date: p.date ? fmt.date(p.date) : '',
      feedback: p.feedback ?? '',
      subject: p.subject ?? '',
    });
  };
}

/** The staff page of what made a task (the stay, the function, the feedback); none by hand. */
export function sourcePath(task: Pick<Task, 'sourceKind' | 'sourceId'>): string | null {
  if (task.sourceId === null) return null;
  switch (task.sourceKind) {
    case 'stay':
      return paths.chambersBooking(task.sourceId);
    case 'function':
      return paths.banquetsOrder(task.sourceId);
    case 'feedback':
      return paths.feedbackAdminDetail(task.sourceId);
    case 'manual':
      return null;
  }
}
