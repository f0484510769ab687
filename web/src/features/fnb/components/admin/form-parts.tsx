import { Button, Group, NumberInput, Switch } from '@mantine/core';
import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
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

/** The menu forms' last row but one: the sort order and whether the record is active. */
export function SortAndActiveFields({
  sort,
  active,
}: {
  sort: GetInputPropsReturnType;
  active: GetInputPropsReturnType;
}) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start">
      <NumberInput
        label={t('fnb:admin.fields.sort')}
        description={t('fnb:admin.fields.sortHint')}
        min={0}
        max={9999}
        allowDecimal={false}
        allowNegative={false}
        {...sort}
      />
      <Switch mt={30} label={t('fnb:admin.fields.activeLong')} {...active} />
    </Group>
  );
}

/** The menu forms' buttons: cancel (closes the form) and save (submits it). */
export function FormButtons({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('fnb:admin.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {t('fnb:admin.save')}
      </Button>
    </Group>
  );
}
