import type { BroadcastDetail } from '@club/contracts';
import { Anchor, Button, Card, Group, Image, Modal, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconEdit, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../components/status-badge';
import { notifySuccess } from '../../../lib/notify';
import { RichHtml } from '../../content';
import { useClubFormat } from '../../settings';
import { useBroadcastStep } from '../api/save-broadcast';
import { audienceLabel } from './audience-label';
import { BROADCAST_STATUS, CHANNEL_KEYS, TEMPLATE_KEYS } from './labels';

/**
 * One broadcast: its status, audience, channels and times, its message and attachments, and the
 * office's steps (edit, send now, cancel with a confirmation) while it is a draft or scheduled.
 */
export function BroadcastFacts({
  broadcast: b,
  onEdit,
}: {
  broadcast: BroadcastDetail;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const step = useBroadcastStep();
  const [confirm, setConfirm] = useState(false);
  const open = b.status === 'draft' || b.status === 'scheduled';

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3">
              {b.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('broadcasts:detail.createdBy', {
                name: b.createdByName,
                at: fmt.dateTime(b.createdAt),
              })}
            </Text>
          </div>
          <StatusBadge family={BROADCAST_STATUS} status={b.status} data-testid="broadcast-status" />
        </Group>
        <Text size="sm">
          {t(TEMPLATE_KEYS[b.template])} · {audienceLabel(b.audience, t, fmt)} ·{' '}
          {b.channels.map((c) => t(CHANNEL_KEYS[c])).join(', ')}
        </Text>
        {b.status === 'scheduled' && b.sendAt && (
          <Text size="sm">{t('broadcasts:detail.sendAt', { at: fmt.dateTime(b.sendAt) })}</Text>
        )}
        {b.startedAt && (
          <Text size="sm">{t('broadcasts:detail.sentAt', { at: fmt.dateTime(b.startedAt) })}</Text>
        )}
        {b.cancelledAt && (
          <Text size="sm">
            {t('broadcasts:detail.cancelledAt', { at: fmt.dateTime(b.cancelledAt) })}
          </Text>
        )}
        {b.recipientCount !== null && (
          <Text size="sm">
            {t('broadcasts:detail.recipients')}: {fmt.count(b.recipientCount)}
          </Text>
        )}
        <RichHtml html={b.bodyHtml} />
        {b.imageUrl && (
          <Image src={b.imageUrl} alt={t('broadcasts:detail.image')} maw={320} radius="sm" />
        )}
        {b.fileUrl && (
          <Anchor href={b.fileUrl} download={b.fileName ?? true}>
            {t('broadcasts:detail.file')}: {b.fileName}
          </Anchor>
        )}
        {open && (
          <Group gap="sm">
            <Button
              variant="outline"
              leftSection={<IconEdit size={16} aria-hidden />}
              onClick={onEdit}
            >
              {t('broadcasts:detail.edit')}
            </Button>
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              loading={step.isPending && step.variables?.step === 'send'}
              onClick={() =>
                step.mutate(
                  { id: b.id, version: b.version, step: 'send' },
                  { onSuccess: () => notifySuccess(t('broadcasts:form.sent')) },
                )
              }
            >
              {t('broadcasts:detail.sendNow')}
            </Button>
            {b.status === 'scheduled' && (
              <Button
                color="red"
                variant="outline"
                leftSection={<IconBan size={16} aria-hidden />}
                onClick={() => setConfirm(true)}
              >
                {t('broadcasts:detail.cancel')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <Modal
        opened={confirm}
        onClose={() => setConfirm(false)}
        title={t('broadcasts:detail.cancelTitle')}
        closeButtonProps={{ 'aria-label': t('broadcasts:detail.keep') }}
      >
        <Text mb="md">{t('broadcasts:detail.cancelText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirm(false)}>
            {t('broadcasts:detail.keep')}
          </Button>
          <Button
            color="red"
            loading={step.isPending}
            onClick={() =>
              step.mutate(
                { id: b.id, version: b.version, step: 'cancel' },
                {
                  onSuccess: () => notifySuccess(t('broadcasts:detail.cancelled')),
                  onSettled: () => setConfirm(false),
                },
              )
            }
          >
            {t('broadcasts:detail.cancelConfirm')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
