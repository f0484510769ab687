import { subCategoryRequest, type SubCategory, type SubCategoryRequest } from '@club/contracts';

import { useTranslation } from 'react-i18next';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useCreateSubCategory } from '../../api/create-sub-category';
import { useUpdateSubCategory } from '../../api/update-sub-category';
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
import { MENU_FORM_TEXTS } from './labels';

type Values = {
  name: string;
  description: string;
  translations: MenuTranslationValues;
  active: boolean;
  sort: number | string;
};

function SubCategoryForm({
  categoryId,
  subCategory,
  onDone,
}: {
  categoryId: number;
  subCategory: SubCategory | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateSubCategory();
  const update = useUpdateSubCategory();
  const form = useZodForm<Values>(subCategoryRequest, {
    initialValues: {
      name: subCategory?.name ?? '',
      description: subCategory?.description ?? '',
      translations: menuTranslationValues(subCategory?.translations),
      active: subCategory?.active ?? true,
      sort: subCategory?.sort ?? 0,
    },
  });

  const submit = (v: Values) => {
    const body: SubCategoryRequest = { ...v, sort: Number(v.sort) || 0 };
    const done = (s: SubCategory) => {
      notifySuccess(t('fnb:admin.subCategories.saved', { name: s.name }));
      onDone();
    };
    const onError = (e: Error) => applyProblemToForm(form, e);
    if (subCategory) update.mutate({ id: subCategory.id, body }, { onSuccess: done, onError });
    else create.mutate({ categoryId, body }, { onSuccess: done, onError });
  };

  return (
    <AdminForm onSubmit={form.onSubmit(submit)}>
      <NameField form={form} label={t('fnb:admin.fields.name')} />
      <DescriptionField form={form} label={t('fnb:admin.fields.description')} />
      <MenuTranslationFields form={form} />
      <SortActiveFields form={form} texts={MENU_FORM_TEXTS} />
      <SaveBar
        texts={MENU_FORM_TEXTS}
        onCancel={onDone}
        pending={create.isPending || update.isPending}
      />
    </AdminForm>
  );
}

/** Adds (subCategory null) or edits a sub-category of a category, in a dialog. */
export function SubCategoryFormModal({
  opened,
  categoryId,
  categoryName,
  subCategory,
  onClose,
}: {
  opened: boolean;
  categoryId: number;
  categoryName: string;
  subCategory: SubCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AdminFormModal
      opened={opened}
      onClose={onClose}
      title={
        subCategory
          ? t('fnb:admin.subCategories.editTitle', { name: subCategory.name })
          : t('fnb:admin.subCategories.addTitle', { category: categoryName })
      }
      closeLabel={t('fnb:admin.cancel')}
    >
      <SubCategoryForm
        key={subCategory?.id ?? 'new'}
        categoryId={categoryId}
        subCategory={subCategory}
        onDone={onClose}
      />
    </AdminFormModal>
  );
}
