import type { NotificationPref } from '@club/contracts';
import { Group, Switch, Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KIND_KEYS } from './notification-text';

export type Channel = 'inApp' | 'email';

const CHANNEL_KEYS = {
  inApp: 'notifications:prefs.inApp',
  email: 'notifications:prefs.email',
} as const;

/**
 * One channel of one kind: a switch, or, when the club locks it on, a locked (disabled, on)
 * switch with why (essential, always mailed) beside it, the table's note explaining more.
 */
export function PrefSwitch({
  pref,
  channel,
  checked,
  onChange,
}: {
  pref: NotificationPref;
  channel: Channel;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const locked = pref.locked[channel];
  const label = t('notifications:prefs.switchLabel', {
    kind: t(NOTIFICATION_KIND_KEYS[pref.kind]),
    channel: t(CHANNEL_KEYS[channel]),
  });
  const why = pref.essential
    ? t('notifications:prefs.essential')
    : t('notifications:prefs.alwaysMailed');
  return (
    <Group gap="xs" wrap="nowrap">
      <Switch
        aria-label={label}
        checked={locked ? true : checked}
        disabled={locked}
        aria-describedby={locked ? 'notification-locked-note' : undefined}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      {locked && (
        <Group gap={4} wrap="nowrap">
          <IconLock size={14} aria-hidden />
          <Text size="xs" c="dimmed">
            {why}
          </Text>
        </Group>
      )}
    </Group>
  );
}

/** The row's heading cell: the kind's name. */
PrefSwitch.Kind = function PrefKind({ pref }: { pref: NotificationPref }) {
  const { t } = useTranslation();
  return (
    <Table.Th scope="row" fw={500}>
      {t(NOTIFICATION_KIND_KEYS[pref.kind])}
    </Table.Th>
  );
};
