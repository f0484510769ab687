import {
  categoryRequest,
  type Category,
  type CategoryRequest,
  type FnbOutlet,
  withoutBlanks,
} from '@club/contracts';

import { useTranslation } from 'react-i18next';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { ImageField } from '../../../content';
import { useCreateCategory } from '../../api/create-category';
import { useUpdateCategory } from '../../api/update-category';
import { useUploadMenuImage } from '../../api/upload-menu-image';
import { MENU_FORM_TEXTS, OUTLET_KEYS } from './labels';
import {
  AdminForm,
  AdminFormModal,
  DescriptionField,
  NameField,
  SaveBar,
  SortActiveFields,
} from '../../../../components/admin-form-parts';
import {
  MenuTranslationFields,
  menuTranslationValues,
  type MenuTranslationValues,
} from './form-parts';

type Values = {
  /** The screen's outlet (no field: the schema checks the whole request). */
  outlet: FnbOutlet;
  name: string;
  description: string;
  imageUrl: string | null;
  translations: MenuTranslationValues;
  active: boolean;
  sort: number | string;
};

function CategoryForm({
  outlet,
  category,
  onDone,
}: {
  outlet: FnbOutlet;
  category: Category | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const upload = useUploadMenuImage();
  const form = useZodForm<Values>(categoryRequest, {
    initialValues: {
      outlet,
      name: category?.name ?? '',
      description: category?.description ?? '',
      imageUrl: category?.imageUrl ?? null,
      translations: menuTranslationValues(category?.translations),
      active: category?.active ?? true,
      sort: category?.sort ?? 0,
    },
  });
  const pending = create.isPending || update.isPending;

  const submit = (v: Values) => {
    const body: CategoryRequest = {
      outlet,
      name: v.name,
      description: v.description,
      imageUrl: v.imageUrl,
      translations: withoutBlanks(v.translations),
      active: v.active,
      sort: Number(v.sort) || 0,
    };
    const done = (c: Category) => {
      notifySuccess(t('fnb:admin.categories.saved', { name: c.name }));
      onDone();
    };
    const onError = (e: Error) => applyProblemToForm(form, e);
    if (category) update.mutate({ id: category.id, body }, { onSuccess: done, onError });
    else create.mutate(body, { onSuccess: done, onError });
  };

  return (
    <AdminForm onSubmit={form.onSubmit(submit)}>
      <NameField form={form} label={t('fnb:admin.fields.name')} />
      <DescriptionField form={form} label={t('fnb:admin.fields.description')} />
      <MenuTranslationFields form={form} />
      <ImageField
        upload={upload}
        label={t('fnb:admin.fields.image')}
        value={form.getValues().imageUrl}
        onChange={(url) => form.setFieldValue('imageUrl', url)}
        error={form.errors.imageUrl}
      />
      <SortActiveFields form={form} texts={MENU_FORM_TEXTS} />
      <SaveBar texts={MENU_FORM_TEXTS} onCancel={onDone} pending={pending} />
    </AdminForm>
  );
}

/** Adds (category null) or edits a category of the outlet, in a dialog. */
export function CategoryFormModal({
  opened,
  outlet,
  category,
  onClose,
}: {
  opened: boolean;
  outlet: FnbOutlet;
  category: Category | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={
        category
          ? t('fnb:admin.categories.editTitle', { name: category.name })
          : t('fnb:admin.categories.addTitle', { outlet: t(OUTLET_KEYS[outlet]) })
      }
      closeLabel={t('fnb:admin.cancel')}
    >
      <CategoryForm
        key={category?.id ?? 'new'}
        outlet={outlet}
        category={category}
        onDone={onClose}
      />
    </AdminFormModal>
  );
}
