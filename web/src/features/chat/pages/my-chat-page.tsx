import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryStates } from '../../../components/query-states';
import { useReadableText } from '../../../components/status-badge';
import { usePageTitle } from '../../settings';
import { useMyChat } from '../api/get-chat';
import { useChatStream } from '../api/stream';
import { Conversation } from '../components/conversation';

const SIDE = { office: false };

/**
 * /apps/chat (SPEC.md §7 "/apps/chat"): the member's chat with the club office. The office's
 * answers arrive live (server-sent events); the office shows as "The office".
 */
export default function MyChatPage() {
  const { t } = useTranslation();
  usePageTitle(t('chat:title'));
  const chat = useMyChat();
  const live = useChatStream(SIDE);
  const readable = useReadableText();
  return (
    <Stack gap="lg">
      <div>
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{t('chat:title')}</Title>
          <Badge
            color={live ? 'green' : 'gray'}
            variant="light"
            styles={{ label: { color: readable(live ? 'green' : 'gray') } }}
          >
            {live ? t('chat:live') : t('chat:offline')}
          </Badge>
        </Group>
        <Text c="dimmed">{t('chat:intro')}</Text>
      </div>
      <QueryStates query={chat} loadingLabel={t('chat:loading')}>
        {chat.data && <Conversation chat={chat.data} side={SIDE} />}
      </QueryStates>
    </Stack>
  );
}
