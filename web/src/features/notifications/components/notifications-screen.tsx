import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBellOff, IconChecks, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useListState } from '../../../components/list-kit';
import { EmptyState } from '../../../components/empty-state';
import { CardList } from '../../../components/list-pager';
import { QueryStates } from '../../../components/query-states';
import { usePageTitle } from '../../settings';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import type { BellOf } from '../api/paths';
import { NotificationCard } from './notification-card';

/**
 * A bell's whole list (the member's or the staff user's own), unread first, a page at a time
 * (in the address): mark one or all read, open what one is about; the member's links to their
 * choices.
 */
export function NotificationsScreen({ bell }: { bell: BellOf }) {
  const { t } = useTranslation();
  usePageTitle(t('notifications:page.title'));
  const list = useListState();
  const page = useNotifications(bell, {
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  });
  const markRead = useMarkNotificationRead(bell);
  const markAll = useMarkAllNotificationsRead(bell);
  const items = page.data?.items ?? [];
  const unread = page.data?.unread ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('notifications:page.title')}</Title>
          <Text c="dimmed">{t('notifications:page.intro')}</Text>
        </div>
        <Group gap="xs">
          {bell === 'member' && (
            <Button
              component={Link}
              to={PATHS.notificationPrefs}
              variant="default"
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              {t('notifications:page.choices')}
            </Button>
          )}
          <Button
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('notifications:page.markAllRead')}
          </Button>
        </Group>
      </Group>
      {page.data && (
        <Text size="sm" aria-live="polite">
          {unread > 0
            ? t('notifications:page.unreadCount', { count: unread })
            : t('notifications:page.allRead')}
        </Text>
      )}
      <QueryStates
        query={page}
        keepDataOnError
        loadingLabel={t('notifications:page.loading')}
        skeletonHeight={72}
        isEmpty={items.length === 0 && list.pageIndex === 0}
        empty={
          <EmptyState
            icon={<IconBellOff size={22} aria-hidden />}
            title={t('notifications:page.empty')}
            hint={t('notifications:page.emptyHint')}
          />
        }
      >
        <CardList
          label={t('notifications:page.listLabel')}
          busy={page.isFetching && page.isPlaceholderData}
          list={list}
          pagesLabel={t('notifications:page.pagesLabel')}
          perPageLabel={t('notifications:page.perPage')}
          pageCount={page.data?.pageCount ?? 0}
          total={page.data?.total ?? 0}
        >
          {items.map((n) => (
            <NotificationCard
              key={n.id}
              item={n}
              reading={markRead.isPending}
              onRead={(x) => markRead.mutate(x.id)}
            />
          ))}
        </CardList>
      </QueryStates>
    </Stack>
  );
}
