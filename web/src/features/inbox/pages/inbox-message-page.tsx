import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths, PATHS } from '../../../app/paths';
import { RichHtml } from '../../content';
import { notificationKeys } from '../../notifications';
import { useClubFormat, usePageTitle } from '../../settings';
import { useInboxMessage } from '../api/get-inbox';
import { useUpdateInboxState } from '../api/update-state';
import { inboxKeys } from '../api/keys';
import { INBOX_SOURCE_KEYS, INBOX_TAG_KEYS } from '../components/labels';
import { MessageActions } from '../components/message-actions';

/**
 * /apps/mailbox/:id: one message, opened (which marks it read, and a broadcast's bell
 * notification too): a broadcast's cleaned HTML, a mail's or a feedback message's plain text
 * (a mail's own HTML is never shown), its actions, and the way back to the inbox.
 */
export default function InboxMessagePage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const f = useClubFormat();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { data, isError } = useInboxMessage(id);
  const update = useUpdateInboxState();
  usePageTitle(data?.subject ?? t('inbox:title'));
  const read = data?.read;
  useEffect(() => {
    if (!read) return;
    void qc.invalidateQueries({ queryKey: inboxKeys.lists() });
    void qc.invalidateQueries({ queryKey: notificationKeys.all });
  }, [read, qc]);

  const back = (
    <Button
      component={Link}
      to={PATHS.inbox}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      w="fit-content"
    >
      {t('inbox:actions.back')}
    </Button>
  );
  if (isError)
    return (
      <Stack>
        {back}
        <Alert color="gray">{t('inbox:message.notFound')}</Alert>
      </Stack>
    );
  if (!data) return <Loader aria-label={t('inbox:message.loading')} />;
  const owner =
    data.ownerId === null
      ? null
      : data.source === 'broadcast'
        ? { to: paths.memberBroadcast(data.ownerId), label: t('inbox:actions.openBroadcast') }
        : { to: paths.myFeedbackDetail(data.ownerId), label: t('inbox:actions.openFeedback') };
  return (
    <Stack gap="md">
      {back}
      <Card withBorder padding="lg" component="article" data-testid="inbox-opened">
        <Stack gap="sm">
          <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
            {t(INBOX_SOURCE_KEYS[data.source])}
          </Text>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {data.subject}
          </Title>
          <Text size="sm" c="dimmed">
            {t('inbox:message.from')}: {data.from} · {t('inbox:message.at')}: {f.dateTime(data.at)}
          </Text>
          {data.tags.length > 0 && (
            <Group gap={4}>
              {data.tags.map((tag) => (
                <Badge key={tag} variant="outline" size="sm">
                  {t(INBOX_TAG_KEYS[tag])}
                </Badge>
              ))}
            </Group>
          )}
          <Group gap="xs">
            <MessageActions item={data} onMoved={() => void navigate(PATHS.inbox)} />
            {data.source !== 'feedback' && (
              <Button
                variant="subtle"
                size="compact-sm"
                color="gray"
                onClick={() =>
                  update.mutate(
                    { ids: [data.id], read: false },
                    { onSuccess: () => void navigate(PATHS.inbox) },
                  )
                }
              >
                {t('inbox:actions.markUnread')}
              </Button>
            )}
          </Group>
          {data.bodyHtml !== null ? (
            <RichHtml html={data.bodyHtml} />
          ) : (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{data.text}</Text>
          )}
          {owner && (
            <Anchor component={Link} to={owner.to}>
              {owner.label}
            </Anchor>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
