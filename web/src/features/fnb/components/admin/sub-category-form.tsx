import { subCategoryRequest, type SubCategory, type SubCategoryRequest } from '@club/contracts';

import { useTranslation } from 'react-i18next';
import { CatalogFormModal, type CatalogDialog } from '../../../../components/admin-form-dialog';
import { saveOutcome } from '../../../../components/admin-form-parts';
import { useZodForm } from '../../../../lib/form';
import { useCreateSubCategory } from '../../api/create-sub-category';
import { useUpdateSubCategory } from '../../api/update-sub-category';
import { menuTranslationValues, type MenuTranslationValues } from './form-parts';
import { MenuForm } from './menu-form';

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
  onClose,
}: {
  categoryId: number;
  subCategory: SubCategory | null;
  onClose: () => void;
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

  const pending = create.isPending || update.isPending;

  const submit = (v: Values) => {
    const body: SubCategoryRequest = { ...v, sort: Number(v.sort) || 0 };
    const outcome = saveOutcome(
      form,
      (s: SubCategory) => t('fnb:admin.subCategories.saved', { name: s.name }),
      onClose,
    );
    if (subCategory) update.mutate({ id: subCategory.id, body }, outcome);
    else create.mutate({ categoryId, body }, outcome);
  };

  return (
    <MenuForm form={form} onSubmit={form.onSubmit(submit)} onCancel={onClose} pending={pending} />
  );
}

/** Adds (subCategory null) or edits a sub-category of a category, in a dialog. */
export function SubCategoryFormModal({
  categoryId,
  categoryName,
  subCategory,
  ...dialog
}: CatalogDialog & {
  categoryId: number;
  categoryName: string;
  subCategory: SubCategory | null;
}) {
  const { t } = useTranslation();
  return (
    <CatalogFormModal
      {...dialog}
      record={subCategory}
      title={
        subCategory
          ? t('fnb:admin.subCategories.editTitle', { name: subCategory.name })
          : t('fnb:admin.subCategories.addTitle', { category: categoryName })
      }
      closeLabel={t('fnb:admin.cancel')}
    >
      <SubCategoryForm categoryId={categoryId} subCategory={subCategory} onClose={dialog.onClose} />
    </CatalogFormModal>
  );
}
