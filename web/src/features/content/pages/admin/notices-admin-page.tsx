import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { noticeRequest, type Notice } from '@club/contracts';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { TableScroll } from '../../../../components/table-scroll';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useDeleteNotice } from '../../api/delete-notice';
import { useAllNotices } from '../../api/get-all-notices';
import { useSaveNotice } from '../../api/save-notice';
import { ConfirmDelete } from '../../components/confirm-delete';
import { RichTextInput } from '../../components/rich-text-input';

interface Values extends Record<string, unknown> {
  title: string;
  bodyHtml: string;
  showFrom: string;
  showUntil: string | null;
  pinned: boolean;
}

function NoticeForm({ notice, onDone }: { notice: Notice | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveNotice();
  const fmt = useClubFormat();
  const form = useZodForm<Values>(noticeRequest, {
    initialValues: {
      title: notice?.title ?? '',
      bodyHtml: notice?.bodyHtml ?? '',
      showFrom: notice?.showFrom ?? fmt.today(),
      showUntil: notice?.showUntil ?? null,
      pinned: notice?.pinned ?? false,
    },
  });
  const v = form.getValues();
  const { t: l } = useTranslation('content', { keyPrefix: 'admin.notices' });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((body) =>
        save.mutate(
          { id: notice?.id ?? null, body },
          {
            onSuccess: () => {
              notifySuccess(t('content:admin.saved'));
              onDone();
            },
            onError: (e) => {
              applyProblemToForm(form, e);
            },
          },
        ),
      )}
    >
      <Stack gap="sm">
        <TextInput label={l('heading')} required {...form.getInputProps('title')} />
        <RichTextInput
          label={l('body')}
          required
          value={v.bodyHtml}
          onChange={(html) => form.setFieldValue('bodyHtml', html)}
          error={form.errors.bodyHtml}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label={l('showFrom')}
            required
            {...form.getInputProps('showFrom')}
          />
          <TextInput
            type="date"
            label={l('showUntil')}
            value={v.showUntil ?? ''}
            onChange={(e) => form.setFieldValue('showUntil', e.currentTarget.value || null)}
            error={form.errors.showUntil}
          />
        </SimpleGrid>
        <Checkbox label={l('pinned')} {...form.getInputProps('pinned', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('content:admin.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('content:admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/content/notices: the Notice Board's notices, past and future. */
export default function NoticesAdminPage() {
  const { t } = useTranslation();
  const { t: l } = useTranslation('content', { keyPrefix: 'admin.notices' });
  usePageTitle(t('nav.items.contentNotices'));
  const { data, isPending } = useAllNotices();
  const [editing, setEditing] = useState<Notice | null>(null);
  const [opened, { open, close }] = useDisclosure(false);
  const [deleting, setDeleting] = useState<Notice | null>(null);
  const remove = useDeleteNotice();
  const fmt = useClubFormat();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('nav.items.contentNotices')}</Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            setEditing(null);
            open();
          }}
        >
          {t('content:admin.add')}
        </Button>
      </Group>
      {isPending ? (
        <Skeleton h={300} />
      ) : !data?.length ? (
        <Text c="dimmed">{t('content:admin.none')}</Text>
      ) : (
        <TableScroll minWidth={560} label={l('title')}>
          <Table striped aria-label={l('title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{l('heading')}</Table.Th>
                <Table.Th>{l('shown')}</Table.Th>
                <Table.Th>{t('content:admin.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((n) => (
                <Table.Tr key={n.id}>
                  <Table.Td>
                    <Group gap={6}>
                      {n.title}
                      {n.pinned && <Badge variant="filled">{t('content:notices.pinned')}</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {fmt.date(n.showFrom)} – {n.showUntil ? fmt.date(n.showUntil) : '…'}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconEdit size={14} aria-hidden />}
                        aria-label={`${t('content:admin.edit')}: ${n.title}`}
                        onClick={() => {
                          setEditing(n);
                          open();
                        }}
                      >
                        {t('content:admin.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        aria-label={`${t('content:admin.delete')}: ${n.title}`}
                        onClick={() => setDeleting(n)}
                      >
                        {t('content:admin.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <Modal
        opened={opened}
        onClose={close}
        size="xl"
        title={
          editing
            ? `${t('content:admin.edit')}: ${editing.title}`
            : `${t('content:admin.add')}: ${l('title')}`
        }
        closeButtonProps={{ 'aria-label': t('content:admin.cancel') }}
      >
        <NoticeForm key={editing?.id ?? 'new'} notice={editing} onDone={close} />
      </Modal>
      <ConfirmDelete
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('content:admin.deleted'));
              setDeleting(null);
            },
          })
        }
      />
    </Stack>
  );
}
