import type { ClubCalendarItem } from '@club/contracts';
import { CLUB_ITEM_KINDS, FACILITY_SLUGS } from '@club/contracts/core';
import {
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FORM_STYLE } from '../../../components/form-style';
import { isApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { PAGE_TITLE_KEYS } from '../../content';
import { useAddClubItem, useChangeClubItem, useRemoveClubItem } from '../api/club-calendar';
import { KIND_KEYS } from './kinds';
import { FORM_FIELD, formValuesOf, itemOf, type ItemFormValues } from './wall-clock';

/**
 * The staff's form of a club calendar item in its dialog: a new closure, timing or club note
 * (on `day`), or one opened from the calendar (by pointer or keyboard) to change its days and
 * texts, or to delete it. A refusal puts its reasons on the fields.
 */
export function ClubItemForm({
  item,
  day,
  onDone,
}: {
  item: ClubCalendarItem | null;
  day: string;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const add = useAddClubItem();
  const change = useChangeClubItem();
  const remove = useRemoveClubItem();
  const form = useForm<ItemFormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(item, day),
    validate: {
      title: (v) => (v.trim().length < 2 ? t('validation.textShort') : null),
      startDate: (v) => (v ? null : t('validation.date')),
      endDate: (v) => (v ? null : t('validation.date')),
    },
  });

  const refused = (e: unknown) => {
    if (isApiError(e) && e.problem.errors?.length) {
      for (const err of e.problem.errors) {
        const key = err.key ?? err.message;
        form.setFieldError(
          FORM_FIELD[err.field] ?? 'title',
          translateMessage(key.startsWith('validation.') ? key : err.message, err.params),
        );
      }
    } else notifyError(e);
  };

  const submit = form.onSubmit((values) => {
    const body = itemOf(values);
    const done = (saved: ClubCalendarItem) => {
      notifySuccess(t('calendar:club.saved', { title: saved.title }));
      onDone();
    };
    if (item)
      change.mutate(
        { ...body, id: item.sourceId, version: item.version ?? 0 },
        { onSuccess: done, onError: refused },
      );
    else add.mutate(body, { onSuccess: done, onError: refused });
  });

  const del = () =>
    item &&
    remove.mutate(item.sourceId, {
      onSuccess: () => {
        notifySuccess(t('calendar:club.deleted', { title: item.title }));
        onDone();
      },
      onError: notifyError,
    });

  const allDay = form.getValues().allDay;
  return (
    <form onSubmit={submit} noValidate style={FORM_STYLE} data-testid="club-item-form">
      <Stack gap="sm">
        <Select
          label={t('calendar:club.form.kind')}
          required
          allowDeselect={false}
          data={CLUB_ITEM_KINDS.map((k) => ({ value: k, label: t(KIND_KEYS[k]) }))}
          {...form.getInputProps('kind')}
        />
        <Select
          label={t('calendar:club.form.facility')}
          data={[
            { value: '', label: t('calendar:club.form.wholeClub') },
            ...FACILITY_SLUGS.map((s) => ({ value: s, label: t(PAGE_TITLE_KEYS[s]) })),
          ]}
          allowDeselect={false}
          searchable
          {...form.getInputProps('facility')}
        />
        <TextInput
          label={t('calendar:club.form.title')}
          required
          {...form.getInputProps('title')}
        />
        <Checkbox
          label={t('calendar:club.form.allDay')}
          {...form.getInputProps('allDay', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="date"
            label={t('calendar:club.form.startDate')}
            required
            {...form.getInputProps('startDate')}
          />
          {!allDay && (
            <TextInput
              type="time"
              label={t('calendar:club.form.startTime')}
              required
              {...form.getInputProps('startTime')}
            />
          )}
          <TextInput
            type="date"
            label={t('calendar:club.form.endDate')}
            required
            {...form.getInputProps('endDate')}
          />
          {!allDay && (
            <TextInput
              type="time"
              label={t('calendar:club.form.endTime')}
              required
              {...form.getInputProps('endTime')}
            />
          )}
        </SimpleGrid>
        <Textarea
          label={t('calendar:club.form.note')}
          autosize
          minRows={2}
          {...form.getInputProps('note')}
        />
        <Group justify="space-between">
          {item ? (
            <Button color="red" variant="light" onClick={del} loading={remove.isPending}>
              {t('calendar:club.form.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onDone}>
              {t('calendar:club.form.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending || change.isPending}>
              {t('calendar:club.form.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
