import type { Notification } from '@club/contracts';
import { Badge, Button, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../components/list-pager';
import { useClubFormat } from '../../settings';
import { useNotificationText } from './notification-text';

/**
 * One notification of the whole page's list (a `ListCard`): its text (a link to what it is
 * about, which marks it read), its time in the club's time zone, read or unread (an unread one
 * edged, in bold, with its "Mark read").
 */
export function NotificationCard({
  item: n,
  onRead,
  reading,
}: {
  item: Notification;
  onRead: (n: Notification) => void;
  reading: boolean;
}) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const words = useNotificationText()(n);
  const unread = !n.readAt;
  return (
    <ListCard
      headingId={`notification-${n.id}`}
      title={
        <Text span inherit fw={unread ? undefined : 400}>
          {words}
        </Text>
      }
      to={n.link || undefined}
      onOpen={() => unread && onRead(n)}
      accent={unread}
      testId="notification"
      data={unread ? { 'data-unread': 'true' } : undefined}
      aside={
        <>
          <Badge color={unread ? 'blue' : 'gray'} variant="light">
            {unread ? t('notifications:page.unread') : t('notifications:page.read')}
          </Badge>
          {unread && (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconCheck size={14} aria-hidden />}
              aria-label={t('notifications:page.markReadOf', { text: words })}
              disabled={reading}
              onClick={() => onRead(n)}
            >
              {t('notifications:page.markRead')}
            </Button>
          )}
        </>
      }
    >
      <Text size="sm" c="dimmed">
        <time dateTime={n.createdAt}>{f.timeOrDateTime(n.createdAt)}</time>
      </Text>
    </ListCard>
  );
}
