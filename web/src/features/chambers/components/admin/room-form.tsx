import {
  CHAMBER_MAX_PHOTOS,
  formatAmountInput,
  ROOM_TYPES,
  roomRequest,
  type Room,
  type RoomRequest,
  type RoomType,
} from '@club/contracts';
import {
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput, useAmountLocale, useAmountText } from '../../../../components/money-input';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useClubFormat } from '../../../settings';
import { useCreateRoom } from '../../api/create-room';
import { useUpdateRoom } from '../../api/update-room';
import { FORM_STYLE } from '../../../../components/form-style';
import { PhotoManager } from '../../../../components/photo-manager';
import { useRemoveRoomPhoto } from '../../api/remove-room-photo';
import { useUploadRoomPhoto } from '../../api/upload-room-photo';
import { ROOM_TYPE_KEYS, TAX_RATES } from './labels';

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
  const uploadPhoto = useUploadRoomPhoto();
  const removePhoto = useRemoveRoomPhoto();
  const amountText = useAmountText();
  const locale = useAmountLocale();
  // The room as last answered by the server (photos change its version).
  const [current, setCurrent] = useState<Room | null>(room);
  const form = useZodForm<RoomFormValues>(roomRequest, {
    initialValues: roomFormValues(room, locale),
    amounts: ['memberTariff', 'guestTariff'],
  });

  const submit = (v: RoomFormValues) => {
    const body = roomRequestOf(v);
    // A stale version (409 room_changed) is told by the usual toast; field errors at the fields.
    const onError = (e: Error) => applyProblemToForm(form, e);
    const done = (saved: Room) => {
      notifySuccess(t('chambers:admin.saved', { name: saved.name }));
      if (current) onClose();
      else onSaved(saved);
    };
    if (current) {
      update.mutate(
        { id: current.id, body: { ...body, version: current.version } },
        { onSuccess: done, onError },
      );
    } else create.mutate(body, { onSuccess: done, onError });
  };

  return (
    <Stack gap="md">
      <form noValidate style={FORM_STYLE} onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
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
          <TextInput
            label={t('chambers:admin.fields.name')}
            required
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <MoneyInput
              label={t('chambers:admin.fields.memberTariff')}
              description={t('chambers:admin.tariffHint', { example: amountText(4500_00) })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              currency={currency}
              {...form.getInputProps('memberTariff')}
            />
            <MoneyInput
              label={t('chambers:admin.fields.guestTariff')}
              description={t('chambers:admin.tariffHint', { example: amountText(6500_00) })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              currency={currency}
              {...form.getInputProps('guestTariff')}
            />
            <Select
              label={t('chambers:admin.fields.taxRate')}
              data={TAX_RATES.map((r) => ({ value: String(r), label: percent(r) }))}
              allowDeselect={false}
              {...form.getInputProps('taxRate')}
            />
          </SimpleGrid>
          <Textarea
            label={t('chambers:admin.fields.description')}
            autosize
            minRows={2}
            maxRows={5}
            {...form.getInputProps('description')}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t('chambers:admin.fields.sort')}
              description={t('chambers:admin.sortHint')}
              min={0}
              max={9999}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('sort')}
            />
            <Switch
              mt={30}
              label={t('chambers:admin.fields.activeLong')}
              {...form.getInputProps('active', { type: 'checkbox' })}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {current ? t('chambers:admin.close') : t('chambers:admin.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('chambers:admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <PhotoManager
        owner={current}
        unsaved={t('chambers:admin.photos.afterSave')}
        label={t('chambers:admin.fields.photos')}
        max={CHAMBER_MAX_PHOTOS}
        upload={uploadPhoto}
        remove={removePhoto}
        onChange={setCurrent}
      />
    </Stack>
  );
}

/**
 * Adds (room null) or edits a room, in a dialog. A new room, once saved, stays open as the
 * saved room, for its photos.
 */
export function RoomFormModal({
  opened,
  room,
  onSaved,
  onClose,
}: {
  opened: boolean;
  room: Room | null;
  onSaved: (room: Room) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={
        room ? t('chambers:admin.editTitle', { name: room.name }) : t('chambers:admin.addTitle')
      }
      closeButtonProps={{ 'aria-label': t('chambers:admin.close') }}
    >
      <RoomForm key={room?.id ?? 'new'} room={room} onSaved={onSaved} onClose={onClose} />
    </Modal>
  );
}
