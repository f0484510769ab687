import { roomBlockRequest, type Room, type RoomBlockRequest } from '@club/contracts';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '../../../../components/date-picker-input';
import { TableScroll } from '../../../../components/table-scroll';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useClubFormat } from '../../../settings';
import { useAddRoomBlock } from '../../api/add-room-block';
import { useRoomBlocks } from '../../api/get-room-blocks';
import { useRemoveRoomBlock } from '../../api/remove-room-block';
import { FORM_STYLE } from '../../../../components/form-style';
import { blockNights } from './labels';

interface BlockFormValues extends Record<string, unknown> {
  from: string;
  to: string;
  reason: string;
}

/** A room's blocked dates: the list (lift one) and a form to block more nights. */
function RoomBlocks({ room }: { room: Room }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const blocks = useRoomBlocks(room.id);
  const add = useAddRoomBlock();
  const remove = useRemoveRoomBlock();
  const form = useZodForm<BlockFormValues>(roomBlockRequest, {
    initialValues: { from: '', to: '', reason: '' },
  });
  const today = fmt.today();
  const values = form.getValues();

  const submit = (v: BlockFormValues) => {
    const body: RoomBlockRequest = { from: v.from, to: v.to, reason: v.reason };
    add.mutate(
      { roomId: room.id, body },
      {
        onSuccess: () => {
          notifySuccess(t('chambers:blocks.added', { from: fmt.date(v.from), to: fmt.date(v.to) }));
          form.reset();
        },
        onError: (e) => {
          if (!applyProblemToForm(form, e)) notifyError(e);
        },
      },
    );
  };
  const date = (field: 'from' | 'to') => ({
    value: (form.getValues()[field] as string) || null,
    onChange: (v: string | null) => form.setFieldValue(field, v ? v.slice(0, 10) : ''),
    error: form.errors[field],
  });

  const items = blocks.data?.items ?? [];
  return (
    <Stack gap="md">
      <TableScroll minWidth={300} label={t('chambers:blocks.tableLabel', { number: room.number })}>
        <Table striped aria-label={t('chambers:blocks.tableLabel', { number: room.number })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('chambers:blocks.from')}</Table.Th>
              <Table.Th>{t('chambers:blocks.to')}</Table.Th>
              <Table.Th>{t('chambers:blocks.reason')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('chambers:admin.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text size="sm" c="dimmed">
                    {blocks.isLoading ? t('chambers:blocks.loading') : t('chambers:blocks.none')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {items.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{fmt.date(b.from)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {fmt.date(b.to)}
                  <Text size="xs" c="dimmed">
                    {t('chambers:blocks.nights', { count: blockNights(b.from, b.to) })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {b.reason}
                  <Text size="xs" c="dimmed">
                    {t('chambers:blocks.addedBy', { name: b.addedBy })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('chambers:blocks.remove', {
                      from: fmt.date(b.from),
                      to: fmt.date(b.to),
                    })}
                    loading={remove.isPending && remove.variables?.blockId === b.id}
                    onClick={() =>
                      remove.mutate(
                        { roomId: room.id, blockId: b.id },
                        { onSuccess: () => notifySuccess(t('chambers:blocks.removed')) },
                      )
                    }
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>

      <form noValidate style={FORM_STYLE} onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('chambers:blocks.addTitle')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('chambers:blocks.hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DatePickerInput
              label={t('chambers:blocks.from')}
              placeholder={t('chambers:blocks.pick')}
              leftSection={<IconCalendar size={16} aria-hidden />}
              required
              minDate={today}
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
              {...date('from')}
            />
            <DatePickerInput
              label={t('chambers:blocks.to')}
              placeholder={t('chambers:blocks.pick')}
              leftSection={<IconCalendar size={16} aria-hidden />}
              required
              minDate={values.from || today}
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
              {...date('to')}
            />
          </SimpleGrid>
          <TextInput
            label={t('chambers:blocks.reason')}
            required
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {t('chambers:blocks.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** The blocked-dates panel of one room, in a dialog (null: closed). */
export function RoomBlocksModal({ room, onClose }: { room: Room | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={room !== null}
      onClose={onClose}
      size="lg"
      title={room ? t('chambers:blocks.title', { number: room.number, name: room.name }) : ''}
      closeButtonProps={{ 'aria-label': t('chambers:admin.close') }}
    >
      {room && <RoomBlocks key={room.id} room={room} />}
    </Modal>
  );
}
