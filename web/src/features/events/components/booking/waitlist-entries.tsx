import type { EventWaitlistEntry, EventWaitlistStatus } from '@club/contracts';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge, statusFamily } from '../../../../components/status-badge';
import { notifySuccess } from '../../../../lib/notify';
import { useClubFormat } from '../../../settings';
import { useMyEventWaitlist } from '../../api/get-my-waitlist';
import { useAcceptWaitlistOffer, useLeaveEventWaitlist } from '../../api/waitlist-step';

const STATUS_KEYS = {
  waiting: 'events:waitlist.status.waiting',
  offered: 'events:waitlist.status.offered',
  booked: 'events:waitlist.status.booked',
  declined: 'events:waitlist.status.declined',
  expired: 'events:waitlist.status.expired',
  left: 'events:waitlist.status.left',
  closed: 'events:waitlist.status.closed',
} as const satisfies Record<EventWaitlistStatus, string>;

const WAITLIST_STATUS_FAMILY = statusFamily<EventWaitlistStatus>({
  colors: {
    waiting: 'yellow',
    offered: 'green',
    booked: 'blue',
    declined: 'gray',
    expired: 'gray',
    left: 'gray',
    closed: 'gray',
  },
  keys: STATUS_KEYS,
});

function WaitlistCard({ entry: w }: { entry: EventWaitlistEntry }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const accept = useAcceptWaitlistOffer();
  const leave = useLeaveEventWaitlist();
  const busy = accept.isPending || leave.isPending;
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby={`event-waitlist-${w.id}`}
      data-testid="my-event-waitlist"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={`event-waitlist-${w.id}`}>
            {t('events:waitlist.heading', { title: w.eventTitle })}
          </Title>
          <StatusBadge family={WAITLIST_STATUS_FAMILY} status={w.status} />
        </Group>
        <Text size="sm">
          {f.dateTime(w.eventStartsAt)} · {w.venue}
        </Text>
        <Text size="sm">
          {t('events:waitlist.party', { count: w.heads, total: f.money(w.total) })}
        </Text>
        {w.status === 'waiting' && w.position !== null && (
          <Text size="sm" fw={500}>
            {t('events:waitlist.position', { position: w.position })}
          </Text>
        )}
        {w.status === 'offered' && w.offerExpiresAt && (
          <Alert color="green" variant="light">
            {t('events:waitlist.offered', { until: f.dateTime(w.offerExpiresAt) })}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          {w.status === 'offered' && (
            <>
              <Button
                variant="outline"
                color="red"
                disabled={busy}
                loading={leave.isPending}
                onClick={() =>
                  leave.mutate(w, {
                    onSuccess: (e) =>
                      notifySuccess(t('events:waitlist.declined', { title: e.eventTitle })),
                  })
                }
              >
                {t('events:waitlist.decline')}
              </Button>
              <Button
                disabled={busy}
                loading={accept.isPending}
                onClick={() =>
                  accept.mutate(w, {
                    onSuccess: (r) =>
                      r.booking &&
                      notifySuccess(
                        t('events:waitlist.confirmed', {
                          id: r.booking.id,
                          title: r.booking.eventTitle,
                          total: f.money(r.booking.total),
                        }),
                      ),
                  })
                }
              >
                {t('events:waitlist.confirm')}
              </Button>
            </>
          )}
          {w.status === 'waiting' && (
            <Button
              variant="outline"
              color="red"
              loading={leave.isPending}
              onClick={() =>
                leave.mutate(w, {
                  onSuccess: (e) =>
                    notifySuccess(t('events:waitlist.left', { title: e.eventTitle })),
                })
              }
            >
              {t('events:waitlist.leave')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** The member's waitlist entries still in line (waiting, offered): offers first. */
export function MyWaitlistEntries() {
  const { t } = useTranslation();
  const list = useMyEventWaitlist();
  const live = (list.data?.items ?? [])
    .filter((w) => w.status === 'waiting' || w.status === 'offered')
    .sort((a, b) => Number(b.status === 'offered') - Number(a.status === 'offered'));
  if (live.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-waitlist-title">
      <div>
        <Title order={2} size="h3" id="my-waitlist-title">
          {t('events:waitlist.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('events:waitlist.intro')}
        </Text>
      </div>
      {live.map((w) => (
        <WaitlistCard key={w.id} entry={w} />
      ))}
    </Stack>
  );
}
