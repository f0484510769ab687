import type { Task } from '@club/contracts';
import { TASK_SORTS, TASK_STATUSES, TASK_TEAMS } from '@club/contracts/core';
import { Anchor, Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDelete, useDelete, type DeleteTexts } from '../../../components/confirm-delete';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filter-bar';
import { ListHeader } from '../../../components/list-header';
import { deleteAction, editAction, RowActions } from '../../../components/row-actions';
import { useListState } from '../../../components/list-kit';
import { ListTable } from '../../../components/list-table';
import { StatusBadge } from '../../../components/status-badge';
import { notifySuccess } from '../../../lib/notify';
import { useWidthAtLeast } from '../../../lib/viewport';
import { useClubFormat, usePageTitle } from '../../settings';
import { useDeleteTask, useSaveTask, useTasks } from '../api/tasks';
import {
  sourcePath,
  STATUS_KEYS,
  TAG_KEYS,
  TASK_STATUS_FAMILY,
  TEAM_KEYS,
  useTaskTitle,
} from '../components/labels';
import { TaskForm } from '../components/task-form';

const DELETE_TEXTS: DeleteTexts = {
  title: 'tasks:delete.title',
  text: 'tasks:delete.text',
  deleted: 'tasks:delete.deleted',
};

const MINE = ['me'] as const;

/**
 * The staff's tasks (SPEC.md §7 /apps/tasks): the office's, the kitchen's and housekeeping's,
 * filtered by status, team and the reader's own, searched, sorted and paged (all in the
 * address). A task is added and changed in a dialog, marked done, deleted; one the portal made
 * opens what made it (the stay, the function, the feedback).
 */
export default function TasksPage() {
  const { t } = useTranslation();
  usePageTitle(t('tasks:title'));
  const wide = useWidthAtLeast(768, true);
  const fmt = useClubFormat();
  const titleOf = useTaskTitle();
  const list = useListState({
    filters: {
      status: { values: TASK_STATUSES, default: 'Active' },
      team: { values: TASK_TEAMS },
      assignee: { values: MINE },
      term: {},
    },
    sort: { keys: TASK_SORTS, by: 'due' },
  });
  const term = list.filters.term ?? '';
  const { data, isFetching } = useTasks({
    status: list.filters.status ?? undefined,
    team: list.filters.team ?? undefined,
    assignee: list.filters.assignee ?? undefined,
    term: term.length > 1 ? term : undefined,
    sortBy: list.sortBy,
    sortDir: list.sortDir,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  });
  const [editing, setEditing] = useState<Task | 'new' | null>(null);
  const remove = useDelete(useDeleteTask(), DELETE_TEXTS);
  const save = useSaveTask();

  const markDone = (task: Task) =>
    save.mutate(
      {
        title: task.title,
        team: task.team,
        note: task.note,
        dueOn: task.dueOn,
        assigneeId: task.assigneeId,
        tags: task.tags,
        status: 'Done',
        id: task.id,
        version: task.version,
      },
      { onSuccess: () => notifySuccess(t('tasks:done', { title: titleOf(task) })) },
    );

  return (
    <Stack gap="md">
      <ListHeader
        title={t('tasks:title')}
        intro={t('tasks:intro')}
        add={{ label: t('tasks:add'), onClick: () => setEditing('new') }}
      />
      <FilterBar cols={{ base: 1, sm: 2, lg: 4 }}>
        <SelectFilter
          label={t('tasks:filter.status')}
          placeholder={t('tasks:filter.anyStatus')}
          data={TASK_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) }))}
          value={list.filters.status}
          onChange={(v) => list.setFilters({ status: v })}
        />
        <SelectFilter
          label={t('tasks:filter.team')}
          placeholder={t('tasks:filter.anyTeam')}
          data={TASK_TEAMS.map((s) => ({ value: s, label: t(TEAM_KEYS[s]) }))}
          value={list.filters.team}
          onChange={(v) => list.setFilters({ team: v })}
        />
        <SelectFilter
          label={t('tasks:filter.assignee')}
          placeholder={t('tasks:filter.anyone')}
          data={[{ value: 'me', label: t('tasks:filter.mine') }]}
          value={list.filters.assignee}
          onChange={(v) => list.setFilters({ assignee: v })}
        />
        <SearchFilter
          label={t('tasks:filter.search')}
          placeholder={t('tasks:filter.searchPlaceholder')}
          value={list.filters.term}
          onChange={(v) => list.setFilters({ term: v })}
        />
      </FilterBar>
      <ListTable<Task>
        aria-label={t('tasks:title')}
        list={list}
        data={data}
        fetching={isFetching}
        empty={t('tasks:empty')}
        sortable
        idAccessor="id"
        columns={[
          {
            accessor: 'title',
            title: t('tasks:col.title'),
            sortable: true,
            render: (task) => (
              <div>
                <Text size="sm" fw={500}>
                  {titleOf(task)}
                </Text>
                {task.note && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {task.note}
                  </Text>
                )}
                {task.tags.length > 0 && (
                  <Group gap={4} mt={4}>
                    {task.tags.map((tag) => (
                      <Badge key={tag} size="xs" variant="outline" color="gray">
                        {t(TAG_KEYS[tag])}
                      </Badge>
                    ))}
                  </Group>
                )}
              </div>
            ),
          },
          {
            accessor: 'team',
            title: t('tasks:col.team'),
            sortable: true,
            render: (task) => t(TEAM_KEYS[task.team]),
          },
          {
            accessor: 'due',
            title: t('tasks:col.due'),
            sortable: true,
            render: (task) => (task.dueOn ? fmt.date(task.dueOn) : '—'),
          },
          {
            accessor: 'assigneeName',
            title: t('tasks:col.assignee'),
            hidden: !wide,
            render: (task) => task.assigneeName ?? '—',
          },
          {
            accessor: 'status',
            title: t('tasks:col.status'),
            sortable: true,
            render: (task) => <StatusBadge family={TASK_STATUS_FAMILY} status={task.status} />,
          },
          {
            accessor: 'actions',
            title: t('tasks:col.actions'),
            render: (task) => {
              const source = sourcePath(task);
              const name = titleOf(task);
              return (
                <Group gap={4} wrap="nowrap">
                  {source && (
                    <Anchor
                      component={Link}
                      to={source}
                      size="sm"
                      aria-label={t('tasks:openSource', { title: name })}
                    >
                      {t('tasks:open')}
                    </Anchor>
                  )}
                  <RowActions
                    actions={[
                      {
                        label: t('tasks:markDone', { title: name }),
                        icon: <IconCheck size={16} aria-hidden />,
                        color: 'green',
                        hidden: task.status !== 'Active',
                        loading: save.isPending && save.variables?.id === task.id,
                        onClick: () => markDone(task),
                      },
                      editAction(t('tasks:edit', { title: name }), () => setEditing(task)),
                      deleteAction(t('tasks:deleteOne', { title: name }), () =>
                        remove.ask(task.id, name),
                      ),
                    ]}
                  />
                </Group>
              );
            },
          },
        ]}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'tasks:form.addTitle' : 'tasks:form.editTitle')}
        fullScreen={!wide}
        closeButtonProps={{ 'aria-label': t('tasks:form.cancel') }}
      >
        {editing !== null && (
          <TaskForm
            task={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDelete {...remove.dialog} />
    </Stack>
  );
}
