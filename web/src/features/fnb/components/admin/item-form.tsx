import {
  FNB_DIETS,
  FNB_KITCHENS,
  FNB_OUTLETS,
  formatAmountInput,
  menuItemRequest,
  type FnbDiet,
  type FnbKitchen,
  type FnbOutlet,
  type MenuItem,
  type MenuItemRequest,
  withoutBlanks,
} from '@club/contracts';
import { Group, Radio, Select, SimpleGrid, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DIET_KEYS } from '../../../../lib/text-keys';
import { DietMark } from '../../../../components/diet-mark';
import { MoneyInput, useAmountLocale, useAmountText } from '../../../../components/money-input';
import { useZodForm } from '../../../../lib/form';
import { useClubFormat } from '../../../settings';
import { useCreateItem } from '../../api/create-item';
import { useCategoryChoices } from '../../api/get-categories';
import { useCategory } from '../../api/get-category';
import { useUpdateItem } from '../../api/update-item';
import { KITCHEN_KEYS, OUTLET_KEYS, TAX_RATES } from './labels';
import { CatalogFormModal, type CatalogDialog } from '../../../../components/admin-form-dialog';
import { saveOutcome } from '../../../../components/admin-form-parts';
import { menuTranslationValues, type MenuTranslationValues } from './form-parts';
import { MenuForm, MenuImageField } from './menu-form';

/** What the item form holds: the choices as the selects give them, the price as typed. */
export interface ItemFormValues extends Record<string, unknown> {
  outlet: FnbOutlet;
  categoryId: string | null;
  subCategoryId: string | null;
  name: string;
  description: string;
  price: string;
  diet: FnbDiet;
  imageUrl: string | null;
  kitchen: FnbKitchen;
  taxRate: string;
  availableFrom: string | null;
  availableTo: string | null;
  translations: MenuTranslationValues;
  active: boolean;
  sort: number | string;
}

/** The form's schema: the contract's, with "choose a category" said as a required field. */
export const itemFormSchema = menuItemRequest.safeExtend({
  categoryId: z
    .string({ message: 'validation.required' })
    .min(1, { message: 'validation.required' })
    .transform(Number),
});

/** The form's values for an item (null: a new one in the outlet), the price in the locale's format. */
export function itemFormValues(
  item: MenuItem | null,
  outlet: FnbOutlet,
  categoryId: number | null = null,
  locale?: string,
): ItemFormValues {
  const category = item?.categoryId ?? categoryId;
  return {
    outlet: item?.outlet ?? outlet,
    categoryId: category ? String(category) : null,
    subCategoryId: item?.subCategoryId ? String(item.subCategoryId) : null,
    name: item?.name ?? '',
    description: item?.description ?? '',
    price: item ? formatAmountInput(item.price, locale) : '',
    diet: item?.diet ?? 'veg',
    imageUrl: item?.imageUrl ?? null,
    kitchen: item?.kitchen ?? (outlet === 'bar' ? 'bar' : 'main'),
    taxRate: String(item?.taxRate ?? 500),
    availableFrom: item?.availableFrom ?? null,
    availableTo: item?.availableTo ?? null,
    translations: menuTranslationValues(item?.translations),
    active: item?.active ?? true,
    sort: item?.sort ?? 0,
  };
}

/** The request the form's (checked) values make; onSubmit's price is plain ("250.50"). */
export function itemRequest(v: ItemFormValues): MenuItemRequest {
  return {
    categoryId: Number(v.categoryId),
    subCategoryId: v.subCategoryId ? Number(v.subCategoryId) : null,
    name: v.name,
    description: v.description,
    price: v.price.trim(),
    diet: v.diet,
    imageUrl: v.imageUrl,
    kitchen: v.kitchen,
    taxRate: Number(v.taxRate),
    availableFrom: v.availableFrom || null,
    availableTo: v.availableTo || null,
    translations: withoutBlanks(v.translations),
    active: v.active,
    sort: Number(v.sort) || 0,
  };
}

function ItemForm({
  item,
  outlet,
  categoryId: startCategoryId,
  onClose,
}: {
  item: MenuItem | null;
  outlet: FnbOutlet;
  categoryId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { currency, percent } = useClubFormat();
  const create = useCreateItem();
  const update = useUpdateItem();
  const amountText = useAmountText();
  const locale = useAmountLocale();
  const form = useZodForm<ItemFormValues>(itemFormSchema, {
    initialValues: itemFormValues(item, outlet, startCategoryId, locale),
    amounts: ['price'],
  });
  const values = form.getValues();
  const categories = useCategoryChoices(values.outlet).data ?? [];
  const categoryId = values.categoryId ? Number(values.categoryId) : null;
  const subCategories = useCategory(categoryId).data?.subCategories ?? [];

  const time = (field: 'availableFrom' | 'availableTo') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      value: (props.value as string | null) ?? '',
      onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
        form.setFieldValue(field, e.currentTarget.value || null),
    };
  };

  const submit = (v: ItemFormValues) => {
    const body = itemRequest(v);
    const outcome = saveOutcome(
      form,
      (m: MenuItem) => t('fnb:admin.items.saved', { name: m.name }),
      onClose,
    );
    if (item) update.mutate({ id: item.id, body }, outcome);
    else create.mutate(body, outcome);
  };

  const placement = (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t('fnb:admin.fields.outlet')}
        data={FNB_OUTLETS.map((o) => ({ value: o, label: t(OUTLET_KEYS[o]) }))}
        allowDeselect={false}
        {...form.getInputProps('outlet')}
        onChange={(v) => {
          if (!v || v === values.outlet) return;
          form.setValues({
            outlet: v as FnbOutlet,
            categoryId: null,
            subCategoryId: null,
          });
        }}
      />
      <Select
        label={t('fnb:admin.fields.category')}
        placeholder={t('fnb:admin.items.chooseCategory')}
        required
        searchable
        nothingFoundMessage={t('fnb:admin.items.noCategories')}
        data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        allowDeselect={false}
        {...form.getInputProps('categoryId')}
        onChange={(v) => {
          form.setFieldValue('categoryId', v);
          form.setFieldValue('subCategoryId', null);
        }}
      />
      <Select
        label={t('fnb:admin.fields.subCategory')}
        placeholder={t('fnb:admin.items.noSubCategory')}
        clearable
        clearButtonProps={{
          'aria-label': t('fnb:admin.clearField', {
            field: t('fnb:admin.fields.subCategory'),
          }),
        }}
        disabled={subCategories.length === 0}
        data={subCategories.map((s) => ({ value: String(s.id), label: s.name }))}
        {...form.getInputProps('subCategoryId')}
      />
    </SimpleGrid>
  );

  return (
    <MenuForm
      form={form}
      onSubmit={form.onSubmit(submit)}
      onCancel={onClose}
      pending={create.isPending || update.isPending}
      before={placement}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MoneyInput
          label={t('fnb:admin.fields.price')}
          description={t('fnb:admin.items.priceHint', { example: amountText(250_50) })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          currency={currency}
          {...form.getInputProps('price')}
        />
        <Select
          label={t('fnb:admin.fields.taxRate')}
          data={TAX_RATES.map((r) => ({ value: String(r), label: percent(r) }))}
          allowDeselect={false}
          {...form.getInputProps('taxRate')}
        />
        <Select
          label={t('fnb:admin.fields.kitchen')}
          data={FNB_KITCHENS.map((k) => ({ value: k, label: t(KITCHEN_KEYS[k]) }))}
          allowDeselect={false}
          {...form.getInputProps('kitchen')}
        />
      </SimpleGrid>
      <Radio.Group label={t('fnb:admin.fields.diet')} required {...form.getInputProps('diet')}>
        <Group gap="lg" mt={6}>
          {FNB_DIETS.map((d) => (
            <Radio
              key={d}
              value={d}
              label={
                <Group gap={6} component="span" wrap="nowrap">
                  <DietMark diet={d} decorative />
                  {t(DIET_KEYS[d])}
                </Group>
              }
            />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 2 }}>
        <TimeInput label={t('fnb:admin.fields.availableFrom')} {...time('availableFrom')} />
        <TimeInput label={t('fnb:admin.fields.availableTo')} {...time('availableTo')} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={-8}>
        {t('fnb:admin.items.hoursHint')}
      </Text>
      <MenuImageField form={form} />
    </MenuForm>
  );
}

/** Adds (item null) or edits a menu item, in a dialog. */
export function ItemFormModal({
  item,
  outlet,
  categoryId = null,
  ...dialog
}: CatalogDialog & {
  item: MenuItem | null;
  /** The outlet (and category) a new item starts in: the list's filters. */
  outlet: FnbOutlet;
  categoryId?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <CatalogFormModal
      {...dialog}
      record={item}
      size="xl"
      title={
        item ? t('fnb:admin.items.editTitle', { name: item.name }) : t('fnb:admin.items.addTitle')
      }
      closeLabel={t('fnb:admin.cancel')}
    >
      <ItemForm item={item} outlet={outlet} categoryId={categoryId} onClose={dialog.onClose} />
    </CatalogFormModal>
  );
}
