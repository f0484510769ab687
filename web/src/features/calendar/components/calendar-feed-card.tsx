import {
  ActionIcon,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useClubFormat } from '../../settings';
import { useCreateFeed } from '../api/create-feed';
import { useFeed } from '../api/get-feed';
import { useRevokeFeed } from '../api/revoke-feed';

/**
 * The member's private calendar feed: make its URL (shown once, with a copy button), make a new
 * one, or revoke it.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const feed = useFeed();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [url, setUrl] = useState<string | null>(null);
  const make = () =>
    create.mutate(undefined, {
      onSuccess: (f) => {
        setUrl(f.url);
        notifySuccess(t('calendar:feed.created'));
      },
    });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="calendar-feed">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed">
          {t('calendar:feed.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('calendar:feed.intro')}
        </Text>
        {feed.isLoading && <Loader size="xs" />}
        {url && (
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={t('calendar:feed.urlLabel')}
              description={t('calendar:feed.urlHint')}
              value={url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('calendar:feed.copied') : t('calendar:feed.copy')}>
                  <ActionIcon
                    size="lg"
                    variant="light"
                    color={copied ? 'teal' : undefined}
                    onClick={copy}
                    aria-label={copied ? t('calendar:feed.copied') : t('calendar:feed.copy')}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        )}
        {feed.data && !feed.data.active && <Text size="sm">{t('calendar:feed.none')}</Text>}
        {feed.data?.active && !url && (
          <Text size="sm">
            {t('calendar:feed.since', { date: fmt.date(feed.data.createdAt ?? '') })}{' '}
            {t('calendar:feed.hidden')}
          </Text>
        )}
        {feed.data && (
          <Group gap="sm">
            <Button
              onClick={make}
              loading={create.isPending}
              variant={feed.data.active ? 'light' : 'filled'}
            >
              {feed.data.active ? t('calendar:feed.regenerate') : t('calendar:feed.create')}
            </Button>
            {feed.data.active && (
              <Button
                color="red"
                variant="outline"
                loading={revoke.isPending}
                onClick={() =>
                  revoke.mutate(undefined, {
                    onSuccess: () => {
                      setUrl(null);
                      notifySuccess(t('calendar:feed.revoked'));
                    },
                  })
                }
              >
                {t('calendar:feed.revoke')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
