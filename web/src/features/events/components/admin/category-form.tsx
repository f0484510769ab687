import { eventCategoryRequest, type EventCategory, type EventCategoryNode } from '@club/contracts';
import { Button, Group, Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  TranslationFields,
  translationValues,
  type TranslationValues,
} from '../../../../components/translation-fields';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSaveEventCategory } from '../../api/event-categories';

interface Values extends Record<string, unknown> {
  parentId: string | null;
  name: string;
  sort: number | string;
  active: boolean;
  /** Its Spanish and German names ('' = read in English). */
  translations: TranslationValues<'name'>;
}

const TRANSLATED = ['name'] as const;

/** What the form checks: the request's rules over the form's strings. */
const formSchema = eventCategoryRequest;

function CategoryForm({
  category,
  parentId,
  roots,
  onClose,
}: {
  category: EventCategory | null;
  parentId: number | null;
  roots: EventCategoryNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveEventCategory();
  const form = useZodForm<Values>(formSchema, {
    initialValues: {
      parentId:
        category?.parentId != null
          ? String(category.parentId)
          : category
            ? null
            : parentId === null
              ? null
              : String(parentId),
      name: category?.name ?? '',
      sort: category?.sort ?? 0,
      active: category?.active ?? true,
      translations: translationValues(TRANSLATED, category?.translations),
    },
  });
  const submit = (v: Values) =>
    save.mutate(
      {
        id: category?.id ?? null,
        body: {
          parentId: v.parentId ? Number(v.parentId) : null,
          name: v.name,
          sort: Number(v.sort) || 0,
          active: v.active,
          translations: v.translations,
        },
      },
      {
        onSuccess: (saved) => {
          notifySuccess(t('events:categories.saved', { name: saved.name }));
          onClose();
        },
        onError: (e) => {
          if (!applyProblemToForm(form, e)) notifyError(e);
        },
      },
    );
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <TextInput
          label={t('events:categories.name')}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Select
          label={t('events:categories.parent')}
          placeholder={t('events:categories.noParent')}
          clearable
          data={roots
            .filter((r) => r.id !== category?.id)
            .map((r) => ({ value: String(r.id), label: r.name }))}
          {...form.getInputProps('parentId')}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t('events:categories.sort')}
            min={0}
            max={9999}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('sort')}
          />
          <Switch
            mt={30}
            label={t('events:categories.active')}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
        </Group>
        <TranslationFields
          form={form}
          fields={[{ name: 'name', label: t('events:categories.name') }]}
          english={{ name: form.values.name }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('events:categories.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('events:categories.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Adds (category null, under `parentId`) or edits a category, in a dialog. */
export function CategoryFormModal({
  opened,
  category,
  parentId,
  roots,
  onClose,
}: {
  opened: boolean;
  category: EventCategory | null;
  parentId: number | null;
  roots: EventCategoryNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        category
          ? t('events:categories.editTitle', { name: category.name })
          : t('events:categories.addTitle')
      }
      closeButtonProps={{ 'aria-label': t('events:categories.close') }}
    >
      <CategoryForm
        key={`${category?.id ?? 'new'}-${parentId ?? ''}`}
        category={category}
        parentId={parentId}
        roots={roots}
        onClose={onClose}
      />
    </Modal>
  );
}
