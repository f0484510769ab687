import {
  BANQUET_MAX_PHOTOS,
  BANQUET_TAX_RATES,
  banquetHallRequest,
  formatAmountInput,
  type BanquetHall,
  type BanquetHallRequest,
} from '@club/contracts';
import { NumberInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput, useAmountLocale, useAmountText } from '../../../../components/money-input';
import { useZodForm } from '../../../../lib/form';
import { useClubFormat } from '../../../settings';
import { CatalogFormModal, type CatalogDialog } from '../../../../components/admin-form-dialog';
import { AdminFormWithPhotos, useRecordWithPhotos } from '../../../../components/admin-photo-form';
import { useRemoveHallPhoto, useSaveHall, useUploadHallPhoto } from '../../api/mutations';
import {
  DescriptionField,
  NameField,
  saveOutcome,
  SortActiveFields,
  TaxRateSelect,
} from '../../../../components/admin-form-parts';
import { BANQUET_FORM_TEXTS } from './form-texts';
import { HALL_MONEY_KEYS } from '../labels';

/** The money fields of a hall, in the form's order. */
export const HALL_MONEY = [
  'cost4h',
  'cost8h',
  'electricity4h',
  'electricity8h',
  'projectorCost',
  'musicCost',
  'valetCost',
] as const;
type MoneyField = (typeof HALL_MONEY)[number];

/** What the hall form holds: the amounts as typed, the choices as the selects give them. */
export type HallFormValues = Record<MoneyField, string> & {
  name: string;
  capacity: number | string;
  taxRate: string;
  description: string;
  active: boolean;
  sort: number | string;
} & Record<string, unknown>;

/** The form's values for a hall (null: a new one), the amounts in the locale's format. */
export function hallFormValues(hall: BanquetHall | null, locale?: string): HallFormValues {
  const money = Object.fromEntries(
    HALL_MONEY.map((f) => [f, hall ? formatAmountInput(hall[f], locale) : '']),
  ) as Record<MoneyField, string>;
  return {
    name: hall?.name ?? '',
    capacity: hall?.capacity ?? '',
    ...money,
    taxRate: String(hall?.taxRate ?? 1800),
    description: hall?.description ?? '',
    active: hall?.active ?? true,
    sort: hall?.sort ?? 0,
  };
}

/** The request the form's (checked) values make; onSubmit's amounts are plain ("45000.50"). */
export function hallRequestOf(v: HallFormValues): BanquetHallRequest {
  return {
    name: v.name,
    capacity: Number(v.capacity),
    cost4h: v.cost4h.trim(),
    cost8h: v.cost8h.trim(),
    electricity4h: v.electricity4h.trim(),
    electricity8h: v.electricity8h.trim(),
    projectorCost: v.projectorCost.trim(),
    musicCost: v.musicCost.trim(),
    valetCost: v.valetCost.trim(),
    taxRate: Number(v.taxRate),
    description: v.description,
    active: v.active,
    sort: Number(v.sort) || 0,
  };
}

/** A hall's photos in its form (`CatalogPhotos`). */
const HALL_PHOTOS = {
  useUpload: useUploadHallPhoto,
  useRemove: useRemoveHallPhoto,
  max: BANQUET_MAX_PHOTOS,
  label: 'banquets:halls.fields.photos',
  unsaved: 'banquets:halls.photos.afterSave',
} as const;

export function HallForm({
  hall,
  onSaved,
  onClose,
}: {
  hall: BanquetHall | null;
  onSaved: (hall: BanquetHall) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { currency, percent } = useClubFormat();
  const save = useSaveHall();
  const amountText = useAmountText();
  const locale = useAmountLocale();
  // The hall as last answered by the server (photos move its version on).
  const record = useRecordWithPhotos(hall, { onSaved, onClose });
  const { current } = record;
  const form = useZodForm<HallFormValues>(banquetHallRequest, {
    initialValues: hallFormValues(hall, locale),
    amounts: HALL_MONEY,
  });

  const submit = (v: HallFormValues) => {
    const body = hallRequestOf(v);
    save.mutate(
      { id: current?.id ?? null, body: current ? { ...body, version: current.version } : body },
      saveOutcome(
        form,
        (saved: BanquetHall) => t('banquets:common.saved', { name: saved.name }),
        record.afterSave,
      ),
    );
  };

  const money = (f: MoneyField, example: number) => (
    <MoneyInput
      key={f}
      label={t(HALL_MONEY_KEYS[f])}
      description={t('banquets:halls.moneyHint', { example: amountText(example) })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      required
      currency={currency}
      {...form.getInputProps(f)}
    />
  );

  return (
    <AdminFormWithPhotos
      photos={HALL_PHOTOS}
      record={record}
      onSubmit={form.onSubmit(submit)}
      texts={BANQUET_FORM_TEXTS}
      pending={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NameField form={form} label={t('banquets:common.name')} />
        <NumberInput
          label={t('banquets:halls.fields.capacity')}
          required
          min={1}
          max={5000}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('capacity')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {money('cost4h', 45000_00)}
        {money('cost8h', 80000_00)}
        {money('electricity4h', 5000_00)}
        {money('electricity8h', 9000_00)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {money('projectorCost', 2500_00)}
        {money('musicCost', 6000_00)}
        {money('valetCost', 500_00)}
      </SimpleGrid>
      <TaxRateSelect
        form={form}
        label={t('banquets:halls.fields.taxRate')}
        rates={BANQUET_TAX_RATES}
        percent={percent}
      />
      <DescriptionField form={form} label={t('banquets:common.description')} />
      <SortActiveFields form={form} texts={BANQUET_FORM_TEXTS} />
    </AdminFormWithPhotos>
  );
}

/** Adds (hall null) or edits a hall in a dialog; a new hall, once saved, stays open for photos. */
export function HallFormModal({
  hall,
  onSaved,
  ...dialog
}: CatalogDialog & {
  hall: BanquetHall | null;
  onSaved: (hall: BanquetHall) => void;
}) {
  const { t } = useTranslation();
  return (
    <CatalogFormModal
      {...dialog}
      record={hall}
      size="xl"
      title={
        hall ? t('banquets:halls.editTitle', { name: hall.name }) : t('banquets:halls.addTitle')
      }
      closeLabel={t('banquets:common.close')}
    >
      <HallForm hall={hall} onSaved={onSaved} onClose={dialog.onClose} />
    </CatalogFormModal>
  );
}
