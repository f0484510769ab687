import { eventCategoryRequest, type EventCategory, type EventCategoryNode } from '@club/contracts';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  TranslationFields,
  translationValues,
  type TranslationValues,
} from '../../../../components/translation-fields';
import {
  AdminForm,
  NameField,
  saveOutcome,
  SortActiveFields,
  type AdminFormTexts,
} from '../../../../components/admin-form-parts';
import { CatalogFormModal, type CatalogDialog } from '../../../../components/admin-form-dialog';
import { useZodForm } from '../../../../lib/form';
import { notifyError } from '../../../../lib/notify';
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

/** The categories' words for the parts the catalog forms share. */
const FORM_TEXTS: AdminFormTexts = {
  save: 'events:categories.save',
  cancel: 'events:categories.cancel',
  close: 'events:categories.close',
  sort: 'events:categories.sort',
  active: 'events:categories.active',
};

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
      saveOutcome(
        form,
        (saved: EventCategory) => t('events:categories.saved', { name: saved.name }),
        onClose,
        notifyError,
      ),
    );
  return (
    <AdminForm
      onSubmit={form.onSubmit(submit)}
      buttons={{ texts: FORM_TEXTS, onCancel: onClose, pending: save.isPending }}
    >
      <NameField form={form} label={t('events:categories.name')} />
      <Select
        label={t('events:categories.parent')}
        placeholder={t('events:categories.noParent')}
        clearable
        data={roots
          .filter((r) => r.id !== category?.id)
          .map((r) => ({ value: String(r.id), label: r.name }))}
        {...form.getInputProps('parentId')}
      />
      <SortActiveFields form={form} texts={FORM_TEXTS} />
      <TranslationFields
        form={form}
        fields={[{ name: 'name', label: t('events:categories.name') }]}
        english={{ name: form.values.name }}
      />
    </AdminForm>
  );
}

/** Adds (category null, under `parentId`) or edits a category, in a dialog. */
export function CategoryFormModal({
  category,
  parentId,
  roots,
  ...dialog
}: CatalogDialog & {
  category: EventCategory | null;
  parentId: number | null;
  roots: EventCategoryNode[];
}) {
  const { t } = useTranslation();
  return (
    <CatalogFormModal
      {...dialog}
      formKey={`${category?.id ?? 'new'}-${parentId ?? ''}`}
      record={category}
      title={
        category
          ? t('events:categories.editTitle', { name: category.name })
          : t('events:categories.addTitle')
      }
      closeLabel={t('events:categories.close')}
    >
      <CategoryForm
        category={category}
        parentId={parentId}
        roots={roots}
        onClose={dialog.onClose}
      />
    </CatalogFormModal>
  );
}
