import type { InboxItem } from '@club/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { IconExclamationCircleFilled, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../components/list-pager';
import { paths } from '../../../app/paths';
import { useClubFormat } from '../../settings';
import { INBOX_SOURCE_KEYS, INBOX_TAG_KEYS } from './labels';
import { MessageActions } from './message-actions';

/**
 * One message of the inbox's list: its subject (a link that opens it), who it is from and when,
 * the start of its text, its tags; an unread one is edged and in bold with an "Unread" badge.
 */
export function InboxCard({ item }: { item: InboxItem }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const unread = !item.read;
  return (
    <ListCard
      headingId={`inbox-${item.id}`}
      title={
        <Text span inherit fw={unread ? undefined : 500}>
          {item.subject}
        </Text>
      }
      to={paths.inboxMessage(item.id)}
      accent={unread}
      testId="inbox-message"
      data={{ 'data-id': item.id, 'data-unread': String(unread) }}
      aside={
        <Group gap={4} wrap="nowrap">
          {item.starred && (
            <IconStarFilled
              size={16}
              color="var(--mantine-color-yellow-6)"
              aria-label={t('inbox:actions.starred')}
            />
          )}
          {item.important && (
            <IconExclamationCircleFilled
              size={16}
              color="var(--mantine-color-red-6)"
              aria-label={t('inbox:actions.isImportant')}
            />
          )}
          {unread && (
            <Badge color="blue" variant="light">
              {t('inbox:list.unread')}
            </Badge>
          )}
        </Group>
      }
    >
      <Text size="sm" c="dimmed">
        {t(INBOX_SOURCE_KEYS[item.source])} · {t('inbox:list.from', { from: item.from })} ·{' '}
        {f.dateTime(item.at)}
      </Text>
      <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {item.preview}
      </Text>
      {item.tags.length > 0 && (
        <Group gap={4}>
          {item.tags.map((tag) => (
            <Badge key={tag} variant="outline" size="sm">
              {t(INBOX_TAG_KEYS[tag])}
            </Badge>
          ))}
        </Group>
      )}
      <MessageActions item={item} />
    </ListCard>
  );
}
