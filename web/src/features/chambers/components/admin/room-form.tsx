import {
  CHAMBER_MAX_PHOTOS,
  formatAmountInput,
  ROOM_TYPES,
  roomRequest,
  type Room,
  type RoomRequest,
  type RoomType,
} from '@club/contracts';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoneyInput, useAmountLocale, useAmountText } from '../../../../components/money-input';
import { useZodForm } from '../../../../lib/form';
import { useClubFormat } from '../../../settings';
import { useCreateRoom } from '../../api/create-room';
import { useUpdateRoom } from '../../api/update-room';
import { AdminFormWithPhotos, useRecordWithPhotos } from '../../../../components/admin-photo-form';
import { CatalogFormModal, type CatalogDialog } from '../../../../components/admin-form-dialog';
import {
  DescriptionField,
  saveOutcome,
  SortActiveFields,
  TaxRateSelect,
} from '../../../../components/admin-form-parts';
import { useRemoveRoomPhoto } from '../../api/remove-room-photo';
import { useUploadRoomPhoto } from '../../api/upload-room-photo';
import { ROOM_FORM_TEXTS, ROOM_TYPE_KEYS, TAX_RATES } from './labels';

/** What the room form holds: the choices as the selects give them, the tariffs as typed. */
export interface RoomFormValues extends Record<string, unknown> {
  number: string;
  name: string;
  type: RoomType;
  memberTariff: string;
  guestTariff: string;
  taxRate: string;
  capacity: number | string;
  description: string;
  active: boolean;
  sort: number | string;
}

/** The form's values for a room (null: a new one), the tariffs in the locale's format. */
export function roomFormValues(room: Room | null, locale?: string): RoomFormValues {
  return {
    number: room?.number ?? '',
    name: room?.name ?? '',
    type: room?.type ?? 'single',
    memberTariff: room ? formatAmountInput(room.memberTariff, locale) : '',
    guestTariff: room ? formatAmountInput(room.guestTariff, locale) : '',
    taxRate: String(room?.taxRate ?? 1200),
    capacity: room?.capacity ?? 1,
    description: room?.description ?? '',
    active: room?.active ?? true,
    sort: room?.sort ?? 0,
  };
}

/** The request the form's (checked) values make; onSubmit's tariffs are plain ("4500.50"). */
export function roomRequestOf(v: RoomFormValues): RoomRequest {
  return {
    number: v.number,
    name: v.name,
    type: v.type,
    memberTariff: v.memberTariff.trim(),
    guestTariff: v.guestTariff.trim(),
    taxRate: Number(v.taxRate),
    capacity: Number(v.capacity),
    description: v.description,
    active: v.active,
    sort: Number(v.sort) || 0,
  };
}

/** A room's photos in its form (`CatalogPhotos`). */
const ROOM_PHOTOS = {
  useUpload: useUploadRoomPhoto,
  useRemove: useRemoveRoomPhoto,
  max: CHAMBER_MAX_PHOTOS,
  label: 'chambers:admin.fields.photos',
  unsaved: 'chambers:admin.photos.afterSave',
} as const;

function RoomForm({
  room,
  onSaved,
  onClose,
}: {
  room: Room | null;
  onSaved: (room: Room) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { currency, percent } = useClubFormat();
  const create = useCreateRoom();
  const update = useUpdateRoom();
  const amountText = useAmountText();
  const locale = useAmountLocale();
  // The room as last answered by the server (photos change its version).
  const record = useRecordWithPhotos(room, { onSaved, onClose });
  const { current } = record;
  const form = useZodForm<RoomFormValues>(roomRequest, {
    initialValues: roomFormValues(room, locale),
    amounts: ['memberTariff', 'guestTariff'],
  });

  const submit = (v: RoomFormValues) => {
    const body = roomRequestOf(v);
    // A stale version (409 room_changed) is told by the usual toast; field errors at the fields.
    const outcome = saveOutcome(
      form,
      (saved: Room) => t('chambers:admin.saved', { name: saved.name }),
      record.afterSave,
    );
    if (current) {
      update.mutate({ id: current.id, body: { ...body, version: current.version } }, outcome);
    } else create.mutate(body, outcome);
  };

  const TARIFF_KEYS = {
    memberTariff: 'chambers:admin.fields.memberTariff',
    guestTariff: 'chambers:admin.fields.guestTariff',
  } as const;
  const tariff = (field: keyof typeof TARIFF_KEYS, example: number) => (
    <MoneyInput
      label={t(TARIFF_KEYS[field])}
      description={t('chambers:admin.tariffHint', { example: amountText(example) })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      required
      currency={currency}
      {...form.getInputProps(field)}
    />
  );

  return (
    <AdminFormWithPhotos
      photos={ROOM_PHOTOS}
      record={record}
      onSubmit={form.onSubmit(submit)}
      texts={ROOM_FORM_TEXTS}
      pending={create.isPending || update.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('chambers:admin.fields.number')}
          description={t('chambers:admin.numberHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          data-autofocus
          {...form.getInputProps('number')}
        />
        <Select
          label={t('chambers:admin.fields.type')}
          data={ROOM_TYPES.map((r) => ({ value: r, label: t(ROOM_TYPE_KEYS[r]) }))}
          allowDeselect={false}
          required
          {...form.getInputProps('type')}
        />
        <NumberInput
          label={t('chambers:admin.fields.capacity')}
          description={t('chambers:admin.capacityHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          min={1}
          max={10}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('capacity')}
        />
      </SimpleGrid>
      <TextInput label={t('chambers:admin.fields.name')} required {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {tariff('memberTariff', 4500_00)}
        {tariff('guestTariff', 6500_00)}
        <TaxRateSelect
          form={form}
          label={t('chambers:admin.fields.taxRate')}
          rates={TAX_RATES}
          percent={percent}
        />
      </SimpleGrid>
      <DescriptionField form={form} label={t('chambers:admin.fields.description')} />
      <SortActiveFields form={form} texts={ROOM_FORM_TEXTS} />
    </AdminFormWithPhotos>
  );
}

/**
 * Adds (room null) or edits a room, in a dialog. A new room, once saved, stays open as the
 * saved room, for its photos.
 */
export function RoomFormModal({
  room,
  onSaved,
  ...dialog
}: CatalogDialog & {
  room: Room | null;
  onSaved: (room: Room) => void;
}) {
  const { t } = useTranslation();
  return (
    <CatalogFormModal
      {...dialog}
      record={room}
      size="xl"
      title={
        room ? t('chambers:admin.editTitle', { name: room.name }) : t('chambers:admin.addTitle')
      }
      closeLabel={t('chambers:admin.close')}
    >
      <RoomForm room={room} onSaved={onSaved} onClose={dialog.onClose} />
    </CatalogFormModal>
  );
}
