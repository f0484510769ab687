import {
  BROADCAST_TEMPLATES,
  BROADCAST_TITLE_MAX,
  MESSAGE_CHANNELS,
  type BroadcastDetail,
  type ComposeBroadcastRequest,
} from '@club/contracts';
import {
  Button,
  Card,
  Checkbox,
  FileInput,
  Group,
  Loader,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_STYLE } from '../../../components/form-style';
import { PHOTO_TYPES } from '../../../components/file-drop';
import { applyProblemToForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useRichTextInput } from '../../content';
import { useClubFormat } from '../../settings';
import { useBroadcastStep, useSaveBroadcast, useUploadAttachment } from '../api/save-broadcast';
import {
  AudienceFields,
  audienceOf,
  draftOf,
  EMPTY_AUDIENCE,
  type AudienceDraft,
} from './audience-fields';
import { clubLocalToIso, isoToClubLocal } from './club-time';
import { CHANNEL_KEYS, MODE_KEYS, TEMPLATE_KEYS } from './labels';

type Mode = 'draft' | 'now' | 'at';
/** A file field's placeholder is text in a button: it must meet the text contrast ratio (axe). */
const READABLE_PLACEHOLDER = { placeholder: { color: 'var(--mantine-color-gray-7)' } };
interface Values extends Record<string, unknown> {
  title: string;
  bodyHtml: string;
  template: string;
  audience: AudienceDraft;
  channels: string[];
  mode: Mode;
  sendAt: string;
}

const valuesOf = (b: BroadcastDetail | null, timeZone: string): Values => ({
  title: b?.title ?? '',
  bodyHtml: b?.bodyHtml ?? '',
  template: b?.template ?? 'general',
  audience: b ? draftOf(b.audience) : EMPTY_AUDIENCE,
  channels: b?.channels ?? ['in_app'],
  mode: b?.status === 'scheduled' ? 'at' : 'draft',
  sendAt: isoToClubLocal(b?.status === 'scheduled' ? b.sendAt : null, timeZone),
});

/**
 * The office writes a broadcast or changes a draft or scheduled one (on its version): title,
 * message (rich text, cleaned by the server), template, audience with its live count, channels,
 * when (kept as a draft, now, or at a time on the club's clock), an image and a PDF. The server's
 * field errors show on their fields (and its problem as a toast).
 */
export function ComposeForm({
  broadcast,
  onDone,
}: {
  broadcast: BroadcastDetail | null;
  onDone: (b: BroadcastDetail) => void;
}) {
  const { t } = useTranslation();
  const RichTextInput = useRichTextInput();
  const fmt = useClubFormat();
  const save = useSaveBroadcast();
  const upload = useUploadAttachment();
  const step = useBroadcastStep();
  const [image, setImage] = useState<File | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(broadcast, fmt.timeZone),
    validate: {
      title: (v) => (v.trim() ? null : t('validation.required')),
      channels: (v) => (v.length ? null : t('validation.required')),
      sendAt: (v, all) => (all.mode === 'at' && !v ? t('validation.required') : null),
      audience: (v) => (audienceOf(v) ? null : t('validation.required')),
    },
  });
  const busy = save.isPending || upload.isPending || step.isPending;

  const submit = async (v: Values) => {
    const attach = image !== null || file !== null;
    const body = (mode: Mode): ComposeBroadcastRequest => ({
      title: v.title,
      bodyHtml: v.bodyHtml,
      template: v.template as ComposeBroadcastRequest['template'],
      audience: audienceOf(v.audience)!,
      channels: v.channels as ComposeBroadcastRequest['channels'],
      mode,
      sendAt: mode === 'at' ? clubLocalToIso(v.sendAt, fmt.timeZone) : null,
    });
    try {
      // With attachments: kept as a draft first, the files added, then sent or scheduled.
      const first = attach && v.mode !== 'draft' ? 'draft' : v.mode;
      let b = await save.mutateAsync(
        broadcast
          ? { id: broadcast.id, body: { ...body(first), version: broadcast.version } }
          : { id: null, body: body(first) },
      );
      if (image)
        b = await upload.mutateAsync({ id: b.id, version: b.version, kind: 'image', file: image });
      if (file) b = await upload.mutateAsync({ id: b.id, version: b.version, kind: 'file', file });
      if (first !== v.mode) {
        b =
          v.mode === 'now'
            ? await step.mutateAsync({ id: b.id, version: b.version, step: 'send' })
            : await save.mutateAsync({ id: b.id, body: { ...body('at'), version: b.version } });
      }
      notifySuccess(
        t(
          v.mode === 'now'
            ? 'broadcasts:form.sent'
            : v.mode === 'at'
              ? 'broadcasts:form.scheduled'
              : 'broadcasts:form.saved',
        ),
      );
      onDone(b);
    } catch (error) {
      applyProblemToForm(form, error);
    }
  };

  const audienceError = Object.entries(form.errors).find(([k]) => k.startsWith('audience'))?.[1];
  const submitLabel = t(
    form.values.mode === 'now'
      ? 'broadcasts:form.sendNow'
      : form.values.mode === 'at'
        ? 'broadcasts:form.schedule'
        : 'broadcasts:form.saveDraft',
  );

  return (
    <Card withBorder padding="md" style={FORM_STYLE}>
      <form noValidate onSubmit={form.onSubmit((v) => void submit(v))}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t(broadcast ? 'broadcasts:form.editTitle' : 'broadcasts:form.newTitle')}
          </Title>
          <TextInput
            label={t('broadcasts:form.title')}
            required
            maxLength={BROADCAST_TITLE_MAX}
            {...form.getInputProps('title')}
          />
          {RichTextInput ? (
            <RichTextInput
              label={t('broadcasts:form.body')}
              required
              value={form.values.bodyHtml}
              onChange={(html) => form.setFieldValue('bodyHtml', html)}
              error={form.errors.bodyHtml}
            />
          ) : (
            <Loader size="sm" aria-label={t('common:app.loading')} />
          )}
          <Select
            label={t('broadcasts:form.template')}
            allowDeselect={false}
            data={BROADCAST_TEMPLATES.map((k) => ({ value: k, label: t(TEMPLATE_KEYS[k]) }))}
            {...form.getInputProps('template')}
          />
          <AudienceFields
            value={form.values.audience}
            onChange={(d) => {
              form.setFieldValue('audience', d);
              form.clearFieldError('audience');
            }}
            error={audienceError as string | undefined}
          />
          <Checkbox.Group label={t('broadcasts:form.channels')} {...form.getInputProps('channels')}>
            <Group mt={4}>
              {MESSAGE_CHANNELS.map((c) => (
                <Checkbox key={c} value={c} label={t(CHANNEL_KEYS[c])} />
              ))}
            </Group>
          </Checkbox.Group>
          <Radio.Group label={t('broadcasts:form.when')} {...form.getInputProps('mode')}>
            <Group mt={4}>
              {(['draft', 'now', 'at'] as const).map((m) => (
                <Radio key={m} value={m} label={t(MODE_KEYS[m])} />
              ))}
            </Group>
          </Radio.Group>
          {form.values.mode === 'at' && (
            <TextInput
              type="datetime-local"
              label={t('broadcasts:form.sendAt')}
              required
              {...form.getInputProps('sendAt')}
            />
          )}
          <Group grow align="flex-start">
            <FileInput
              label={t('broadcasts:form.image')}
              placeholder={t('broadcasts:form.chooseFile')}
              description={broadcast?.imageUrl ? t('broadcasts:form.hasImage') : undefined}
              accept={PHOTO_TYPES.join(',')}
              leftSection={<IconPhoto size={16} aria-hidden />}
              clearable
              styles={READABLE_PLACEHOLDER}
              value={image}
              onChange={setImage}
              error={form.errors.image}
            />
            <FileInput
              label={t('broadcasts:form.file')}
              placeholder={t('broadcasts:form.chooseFile')}
              description={
                broadcast?.fileName
                  ? t('broadcasts:form.hasFile', { name: broadcast.fileName })
                  : undefined
              }
              accept="application/pdf"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              clearable
              styles={READABLE_PLACEHOLDER}
              value={file}
              onChange={setFile}
              error={form.errors.file}
            />
          </Group>
          {form.errors.version && (
            <Text c="red.8" size="sm">
              {form.errors.version}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
