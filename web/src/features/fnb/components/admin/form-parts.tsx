import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  TranslationFields,
  translationValues,
  type TranslationValues,
} from '../../../../components/translation-fields';
import type { Translations } from '@club/contracts';

const MENU_TRANSLATED = ['name', 'description'] as const;
type MenuTranslated = (typeof MENU_TRANSLATED)[number];

/** A menu record's translations as its form holds them. */
export type MenuTranslationValues = TranslationValues<MenuTranslated>;

/** The form's starting translations of a menu record (item, category, sub-category). */
export const menuTranslationValues = (t: Translations<MenuTranslated> | undefined) =>
  translationValues(MENU_TRANSLATED, t);

/** A menu record's Spanish and German name and description, under its English ones. */
export function MenuTranslationFields<
  V extends { name: string; description: string; translations: MenuTranslationValues },
>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const { name, description } = form.getValues();
  return (
    <TranslationFields
      form={form}
      fields={[
        { name: 'name', label: t('fnb:admin.fields.name') },
        { name: 'description', label: t('fnb:admin.fields.description'), multiline: true },
      ]}
      english={{ name, description }}
    />
  );
}
