import type { UseFormReturnType } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminForm,
  DescriptionField,
  NameField,
  SortActiveFields,
} from '../../../../components/admin-form-parts';
import { ImageField } from '../../../content';
import { useUploadMenuImage } from '../../api/upload-menu-image';
import { MenuTranslationFields, type MenuTranslationValues } from './form-parts';
import { MENU_FORM_TEXTS } from './labels';

/**
 * A menu record's form (an item, a category, a sub-category): the fields it asks `before` its
 * name, its name and description with their Spanish and German, its own fields (`children`),
 * its sort order and active switch, and the buttons, in the menu's words.
 */
export function MenuForm<
  V extends { name: string; description: string; translations: MenuTranslationValues },
>({
  form,
  onSubmit,
  onCancel,
  pending,
  before,
  children,
}: {
  form: UseFormReturnType<V>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  pending: boolean;
  before?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AdminForm onSubmit={onSubmit} buttons={{ texts: MENU_FORM_TEXTS, onCancel, pending }}>
      {before}
      <NameField form={form} label={t('fnb:admin.fields.name')} />
      <DescriptionField form={form} label={t('fnb:admin.fields.description')} />
      <MenuTranslationFields form={form} />
      {children}
      <SortActiveFields form={form} texts={MENU_FORM_TEXTS} />
    </AdminForm>
  );
}

/** What the picture field reads and writes of a menu form (a category's, an item's). */
interface ImageFormOf {
  getValues: () => { imageUrl: string | null };
  setFieldValue: (path: 'imageUrl', url: string | null) => void;
  errors: Record<string, ReactNode>;
}

/** A menu record's picture (`imageUrl`), uploaded to the menu's images. */
export function MenuImageField({ form }: { form: ImageFormOf }) {
  const { t } = useTranslation();
  const upload = useUploadMenuImage();
  return (
    <ImageField
      upload={upload}
      label={t('fnb:admin.fields.image')}
      value={form.getValues().imageUrl}
      onChange={(url) => form.setFieldValue('imageUrl', url)}
      error={form.errors.imageUrl}
    />
  );
}
