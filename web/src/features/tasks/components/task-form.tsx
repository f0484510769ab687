import { taskItemSchema, type Task, type TaskItem } from '@club/contracts';
import { TASK_TAGS, TASK_TEAMS, type TaskTag, type TaskTeam } from '@club/contracts/core';
import { Button, Group, MultiSelect, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DatePickerInput } from '../../../components/date-picker-input';
import { FORM_STYLE } from '../../../components/form-style';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useSaveTask, useTaskAssignees } from '../api/tasks';
import { TAG_KEYS, TEAM_KEYS, useTaskTitle } from './labels';

type Values = {
  title: string;
  team: TaskTeam | '';
  dueOn: string;
  assigneeId: string;
  tags: TaskTag[];
  note: string;
};

const EMPTY: Values = { title: '', team: '', dueOn: '', assigneeId: '', tags: [], note: '' };

/** The form's own shape of the contract's item: the picker's and the select's empty ''. */
const formSchema = taskItemSchema.extend({
  dueOn: z.string(),
  assigneeId: z.string(),
});

/** Adds a task (none given) or changes one; a refusal puts its reasons on the fields. */
export function TaskForm({ task, onDone }: { task?: Task; onDone(): void }) {
  const { t } = useTranslation();
  const save = useSaveTask();
  const assignees = useTaskAssignees();
  const titleOf = useTaskTitle();
  const form = useZodForm<Values>(formSchema, {
    initialValues: task
      ? {
          title: titleOf(task),
          team: task.team,
          dueOn: task.dueOn ?? '',
          assigneeId: task.assigneeId === null ? '' : String(task.assigneeId),
          tags: task.tags,
          note: task.note,
        }
      : EMPTY,
  });
  const fields = {
    setFieldError: (path: string, error: string) =>
      form.setFieldError(path.replace(/^item\./, ''), error),
  };

  const submit = form.onSubmit((values) => {
    // A title the portal wrote, left as shown, stays the portal's (in every language).
    const title =
      task && task.titleKey !== null && values.title === titleOf(task) ? task.title : values.title;
    const item: TaskItem = {
      title,
      team: values.team as TaskTeam,
      note: values.note,
      dueOn: values.dueOn || null,
      assigneeId: values.assigneeId ? Number(values.assigneeId) : null,
      tags: values.tags,
      status: task?.status ?? 'Active',
    };
    save.mutate(task ? { ...item, id: task.id, version: task.version } : item, {
      onSuccess: () => {
        notifySuccess(t('tasks:form.saved'));
        onDone();
      },
      onError: (e) => applyProblemToForm(fields, e),
    });
  });

  return (
    <form onSubmit={submit} noValidate style={FORM_STYLE}>
      <Stack gap="sm">
        <TextInput label={t('tasks:form.title')} required {...form.getInputProps('title')} />
        <Select
          label={t('tasks:form.team')}
          required
          data={TASK_TEAMS.map((k) => ({ value: k, label: t(TEAM_KEYS[k]) }))}
          {...form.getInputProps('team')}
        />
        <DatePickerInput
          label={t('tasks:form.dueOn')}
          placeholder={t('tasks:form.pickDay')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          clearable
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          value={form.getValues().dueOn || null}
          onChange={(v: string | null) => form.setFieldValue('dueOn', v ? v.slice(0, 10) : '')}
          error={form.errors.dueOn}
        />
        <Select
          label={t('tasks:form.assignee')}
          placeholder={t('tasks:form.nobody')}
          clearable
          data={(assignees.data?.items ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
          {...form.getInputProps('assigneeId')}
          onChange={(v) => form.setFieldValue('assigneeId', v ?? '')}
        />
        <MultiSelect
          label={t('tasks:form.tags')}
          data={TASK_TAGS.map((k) => ({ value: k, label: t(TAG_KEYS[k]) }))}
          {...form.getInputProps('tags')}
        />
        <Textarea
          label={t('tasks:form.note')}
          autosize
          minRows={2}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('tasks:form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('tasks:form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
