import {
  categoryRequest,
  type Category,
  type CategoryRequest,
  type FnbOutlet,
  withoutBlanks,
} from '@club/contracts';

import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../../../lib/form';
import { useCreateCategory } from '../../api/create-category';
import { useUpdateCategory } from '../../api/update-category';
import { OUTLET_KEYS } from './labels';
import { CatalogFormModal, type CatalogDialog } from '../../../../components/admin-form-dialog';
import { saveOutcome } from '../../../../components/admin-form-parts';
import { menuTranslationValues, type MenuTranslationValues } from './form-parts';
import { MenuForm, MenuImageField } from './menu-form';

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
  onClose,
}: {
  outlet: FnbOutlet;
  category: Category | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateCategory();
  const update = useUpdateCategory();
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
    const outcome = saveOutcome(
      form,
      (c: Category) => t('fnb:admin.categories.saved', { name: c.name }),
      onClose,
    );
    if (category) update.mutate({ id: category.id, body }, outcome);
    else create.mutate(body, outcome);
  };

  return (
    <MenuForm form={form} onSubmit={form.onSubmit(submit)} onCancel={onClose} pending={pending}>
      <MenuImageField form={form} />
    </MenuForm>
  );
}

/** Adds (category null) or edits a category of the outlet, in a dialog. */
export function CategoryFormModal({
  outlet,
  category,
  ...dialog
}: CatalogDialog & {
  outlet: FnbOutlet;
  category: Category | null;
}) {
  const { t } = useTranslation();
  return (
    <CatalogFormModal
      {...dialog}
      record={category}
      size="lg"
      title={
        category
          ? t('fnb:admin.categories.editTitle', { name: category.name })
          : t('fnb:admin.categories.addTitle', { outlet: t(OUTLET_KEYS[outlet]) })
      }
      closeLabel={t('fnb:admin.cancel')}
    >
      <CategoryForm outlet={outlet} category={category} onClose={dialog.onClose} />
    </CatalogFormModal>
  );
}
