import type { Notification } from '@club/contracts';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Indicator,
  NavLink,
  Popover,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconBell, IconChecks, IconList } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useClubFormat } from '../../settings';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import type { BellOf } from '../api/paths';
import { useNotificationStream } from '../api/stream';
import { useNotificationText } from './notification-text';

/** How many the bell's list shows (the rest on the whole page). */
export const BELL_SIZE = 10;

/** The unread mark before a notification's text (its word is read out instead). */
const dot = (unread: boolean) => (
  <span
    aria-hidden
    style={{
      display: 'inline-block',
      width: 8,
      height: 8,
      borderRadius: 4,
      background: unread ? 'var(--mantine-color-blue-filled)' : 'transparent',
    }}
  />
);

/**
 * The header's bell (loaded apart from the entry: bell.tsx): the unread count on the button,
 * and a dialog under it (a popover: Enter or Space opens it, Escape closes it and puts focus
 * back on the bell) with the latest ten as a list, unread first; choosing one marks it read
 * and opens what it is about. Live: a new notification on the stream asks the count and list
 * again.
 */
export default function BellMenu({ bell }: { bell: BellOf }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const headingId = useId();
  const [opened, setOpened] = useState(false);
  const page = useNotifications(bell, { pageIndex: 0, pageSize: BELL_SIZE });
  useNotificationStream(bell);
  const markRead = useMarkNotificationRead(bell);
  const markAll = useMarkAllNotificationsRead(bell);
  const text = useNotificationText();
  const unread = page.data?.unread ?? 0;
  const items = page.data?.items ?? [];
  const all = bell === 'member' ? PATHS.memberNotifications : PATHS.staffNotifications;

  /** Marks one read and closes; its link (when it has one) opens what it is about. */
  const open = (n: Notification) => {
    if (!n.readAt) markRead.mutate(n.id);
    setOpened(false);
  };
  const row = (n: Notification) => ({
    leftSection: dot(!n.readAt),
    label: (
      <>
        {!n.readAt && <VisuallyHidden>{t('notifications:bell.unread')}: </VisuallyHidden>}
        <Text span size="sm" fw={n.readAt ? 400 : 600} lineClamp={3}>
          {text(n)}
        </Text>
      </>
    ),
    description: f.timeOrDateTime(n.createdAt),
    'data-unread': n.readAt ? undefined : true,
    onClick: () => open(n),
  });
  const note = (words: string, alert = false) => (
    <Text
      size="sm"
      c={alert ? 'red.8' : 'dimmed'}
      px="sm"
      py={6}
      role={alert ? 'alert' : undefined}
    >
      {words}
    </Text>
  );

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withinPortal
      shadow="md"
      width={340}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={() => setOpened((o) => !o)}
          aria-label={
            unread > 0
              ? t('notifications:bell.labelUnread', { count: unread })
              : t('notifications:bell.label')
          }
          data-testid="notification-bell"
        >
          <Indicator
            disabled={unread === 0}
            label={unread > 99 ? '99+' : unread}
            size={16}
            color="red"
            offset={2}
            aria-hidden
          >
            <IconBell size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={headingId} p={4}>
        <Text id={headingId} component="h2" size="xs" fw={600} c="dimmed" px="sm" py={6} m={0}>
          {t('notifications:bell.heading')}
        </Text>
        {page.isError && items.length === 0 ? (
          note(t('notifications:bell.failed'), true)
        ) : page.isPending ? (
          note(t('notifications:bell.loading'))
        ) : items.length === 0 ? (
          note(t('notifications:bell.empty'))
        ) : (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((n) => (
              <li key={n.id}>
                {n.link ? (
                  <NavLink component={Link} to={n.link} {...row(n)} />
                ) : (
                  <NavLink component="button" type="button" {...row(n)} />
                )}
              </li>
            ))}
          </Stack>
        )}
        <Divider my={4} />
        <Group justify="space-between" gap="xs" px={4} pb={4}>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={16} aria-hidden />}
            // Looks disabled but keeps focus (a disabled button would drop it out of the dialog).
            data-disabled={unread === 0 || undefined}
            aria-disabled={unread === 0 || undefined}
            onClick={() => unread > 0 && markAll.mutate()}
          >
            {t('notifications:bell.markAllRead')}
          </Button>
          <Button
            component={Link}
            to={all}
            variant="subtle"
            size="compact-sm"
            leftSection={<IconList size={16} aria-hidden />}
            onClick={() => setOpened(false)}
          >
            {t('notifications:bell.seeAll')}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
