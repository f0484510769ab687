import { EVENT_TRANSITIONS, type ClubEvent } from '@club/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../../../components/status-badge';
import { notifySuccess } from '../../../../lib/notify';
import { useSetEventStatus } from '../../api/set-event-status';
import { EVENT_STATUS_FAMILY, STATUS_ACTION_KEYS, STATUS_KEYS } from '../labels';

/** An event's status and the moves it allows (publish, close, reopen, cancel, complete). */
export function EventStatusPanel({
  event,
  onChange,
}: {
  event: ClubEvent;
  onChange: (e: ClubEvent) => void;
}) {
  const { t } = useTranslation();
  const set = useSetEventStatus();
  const next = EVENT_TRANSITIONS[event.status];
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm">{t('events:admin.fields.status')}:</Text>
        <StatusBadge
          family={EVENT_STATUS_FAMILY}
          status={event.status}
          data-testid="event-status"
        />
      </Group>
      {next.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('events:admin.statusNone', { status: t(STATUS_KEYS[event.status]) })}
        </Text>
      ) : (
        <Group gap="xs">
          {next.map((s) => (
            <Button
              key={s}
              variant={s === 'cancelled' ? 'outline' : 'filled'}
              color={s === 'cancelled' ? 'red.9' : undefined}
              loading={set.isPending && set.variables?.body.status === s}
              onClick={() =>
                set.mutate(
                  { id: event.id, body: { status: s, version: event.version } },
                  {
                    onSuccess: (saved) => {
                      notifySuccess(
                        t('events:admin.statusChanged', {
                          title: saved.title,
                          status: t(STATUS_KEYS[saved.status]),
                        }),
                      );
                      onChange(saved);
                    },
                  },
                )
              }
            >
              {t(STATUS_ACTION_KEYS[s])}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
