import { Badge, Checkbox, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { noticeRequest, type Notice } from '@club/contracts';
import { NEWS_AUDIENCES, type NewsAudience } from '@club/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { keyMap } from '../../../../lib/i18n';
import { notifySuccess } from '../../../../lib/notify';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useDeleteNotice } from '../../api/delete-notice';
import { useAllNotices } from '../../api/get-all-notices';
import { useSaveNotice } from '../../api/save-notice';
import {
  ConfirmDeleteEntry,
  EntryFormButtons,
  EntryListHeader,
  EntryTable,
} from '../../components/entry-list';
import { RichTextInput } from '../../components/rich-text-input';

interface Values extends Record<string, unknown> {
  title: string;
  bodyHtml: string;
  showFrom: string;
  showUntil: string | null;
  pinned: boolean;
  audience: NewsAudience;
}

/** Who reads a notice: members only (the default) or everyone. */
const AUDIENCE_KEYS = keyMap('content:admin.notices.audiences.', NEWS_AUDIENCES);

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
      audience: notice?.audience ?? 'members',
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
        <Select
          label={l('audience')}
          required
          allowDeselect={false}
          data={NEWS_AUDIENCES.map((a) => ({ value: a, label: t(AUDIENCE_KEYS[a]) }))}
          {...form.getInputProps('audience')}
        />
        <Checkbox label={l('pinned')} {...form.getInputProps('pinned', { type: 'checkbox' })} />
        <EntryFormButtons onCancel={onDone} saving={save.isPending} />
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
      <EntryListHeader
        title={t('nav.items.contentNotices')}
        onAdd={() => {
          setEditing(null);
          open();
        }}
      />
      <EntryTable
        label={l('title')}
        entries={data}
        loading={isPending}
        columns={[
          {
            label: l('heading'),
            render: (n) => (
              <Group gap={6}>
                {n.title}
                {n.pinned && <Badge variant="filled">{t('content:notices.pinned')}</Badge>}
              </Group>
            ),
          },
          {
            label: l('audienceCol'),
            render: (n) => t(AUDIENCE_KEYS[n.audience]),
          },
          {
            label: l('shown'),
            render: (n) => (
              <>
                {fmt.date(n.showFrom)} – {n.showUntil ? fmt.date(n.showUntil) : '…'}
              </>
            ),
          },
        ]}
        describe={(n) => n.title}
        onEdit={(n) => {
          setEditing(n);
          open();
        }}
        onDelete={setDeleting}
      />
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
      <ConfirmDeleteEntry entry={deleting} onClose={() => setDeleting(null)} remove={remove} />
    </Stack>
  );
}
