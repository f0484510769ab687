import { Alert, Anchor, Card, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../content';
import { useClubFormat, usePageTitle } from '../../settings';
import { useReceived } from '../api/get-received';
import { receivedFileUrl } from '../api/paths';
import { TEMPLATE_KEYS } from './labels';

/**
 * A broadcast as its recipient reads it: its template, title, when it was sent, the message (the
 * server cleaned it), its image and a link to download its file. Not sent to the reader: says so.
 */
export function ReceivedBroadcast({ base, id }: { base: 'mine' | 'staff'; id: number }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const { data, isError } = useReceived(base, id);
  usePageTitle(data?.title ?? t('broadcasts:title'));
  if (isError) return <Alert color="gray">{t('broadcasts:received.notFound')}</Alert>;
  if (!data) return <Loader aria-label={t('common:app.loading')} />;
  return (
    <Card withBorder padding="lg" component="article">
      <Stack gap="sm">
        <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
          {t(TEMPLATE_KEYS[data.template])}
        </Text>
        <Title order={1}>{data.title}</Title>
        {data.sentAt && (
          <Text size="sm" c="dimmed">
            {t('broadcasts:received.sentAt', { at: fmt.dateTime(data.sentAt) })}
          </Text>
        )}
        {data.hasImage && (
          <Image
            src={receivedFileUrl(base, data.id, 'image')}
            alt={t('broadcasts:received.imageAlt')}
            maw={560}
            radius="sm"
          />
        )}
        <RichHtml html={data.bodyHtml} />
        {data.hasFile && (
          <Anchor href={receivedFileUrl(base, data.id, 'file')} download={data.fileName ?? true}>
            <IconDownload size={16} aria-hidden />{' '}
            {t('broadcasts:received.download', { name: data.fileName ?? 'PDF' })}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
