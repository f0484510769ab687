import type { AdminDashboard } from '@club/contracts';
import { Anchor, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useReadableText } from '../../../components/status-badge';
import { ORDER_OUTLET_KEYS } from '../../fnb';
import { useClubFormat } from '../../settings';
import { Figure } from './figure';
import { LatestBroadcasts } from './latest-broadcasts';

/** A figure's number, opening its list filtered to what it counts. */
function Count({
  to,
  label,
  value,
  testId,
}: {
  to: string;
  label: string;
  value: number;
  testId: string;
}) {
  return (
    <Anchor component={Link} to={to} size="xl" fw={700} data-testid={testId} aria-label={label}>
      {value}
    </Anchor>
  );
}

/** The links of Manage Feedbacks filtered as the feedback card counts (its list's own filters). */
const FEEDBACK = {
  open: `${PATHS.feedbacksAdmin}?status=open`,
  inProgress: `${PATHS.feedbacksAdmin}?status=in_progress`,
  overdue: `${PATHS.feedbacksAdmin}?overdue=true`,
} as const;

/**
 * What waits for the office: open food orders by outlet, chamber and hall requests, members'
 * profile changes, feedback
 * open, in progress and overdue, the upcoming events with their places left, and the latest
 * broadcasts; each figure opens its screen filtered to what it counts.
 */
export function OfficeCards({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const readable = useReadableText();
  const openTotal = data.openOrders.reduce((n, o) => n + o.count, 0);
  const requests = [
    {
      title: t('admin-dashboard:office.chamberRequests'),
      value: data.chamberRequests,
      to: `${PATHS.chambersRequests}?status=requested`,
      testId: 'chamber-requests',
    },
    {
      title: t('admin-dashboard:office.hallRequests'),
      value: data.hallRequests,
      to: `${PATHS.banquetsOrders}?status=requested`,
      testId: 'hall-requests',
    },
    {
      title: t('admin-dashboard:office.profileRequests'),
      value: data.profileRequests,
      to: PATHS.profileApprovals,
      testId: 'profile-requests',
    },
  ];
  const feedback = [
    { key: 'open', text: t('admin-dashboard:office.feedbackOpen', { count: data.feedback.open }) },
    {
      key: 'inProgress',
      text: t('admin-dashboard:office.feedbackInProgress', { count: data.feedback.inProgress }),
    },
    {
      key: 'overdue',
      text: t('admin-dashboard:office.feedbackOverdue', { count: data.feedback.overdue }),
    },
  ] as const;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('admin-dashboard:office.title')}
      </Title>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <Figure title={t('admin-dashboard:office.openOrders')}>
            <Count
              to={`${PATHS.fnbManageOrders}?status=open&date=all`}
              label={t('admin-dashboard:office.openOrdersAll', { count: openTotal })}
              value={openTotal}
              testId="open-orders"
            />
            {data.openOrders.map((o) => (
              <Anchor
                key={o.outlet}
                component={Link}
                to={`${PATHS.fnbManageOrders}?outlet=${o.outlet}&status=open&date=all`}
                size="sm"
              >
                {t('admin-dashboard:office.openOrdersOf', {
                  outlet: t(ORDER_OUTLET_KEYS[o.outlet]),
                  count: o.count,
                })}
              </Anchor>
            ))}
          </Figure>
        </Grid.Col>
        {requests.map((r) => (
          <Grid.Col key={r.testId} span={{ base: 12, sm: 6, lg: 3 }}>
            <Figure title={r.title}>
              <Count
                to={r.to}
                label={t('admin-dashboard:office.requestsWaiting', {
                  title: r.title,
                  count: r.value,
                })}
                value={r.value}
                testId={r.testId}
              />
              <Anchor component={Link} to={r.to} size="sm">
                {t('admin-dashboard:office.openRequests')}
              </Anchor>
            </Figure>
          </Grid.Col>
        ))}
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <Figure title={t('admin-dashboard:office.feedback')}>
            {feedback.map((f) => (
              <Anchor
                key={f.key}
                component={Link}
                to={FEEDBACK[f.key]}
                size="sm"
                data-testid={`feedback-${f.key}`}
                fw={f.key === 'overdue' ? 700 : undefined}
                c={f.key === 'overdue' && data.feedback.overdue > 0 ? readable('red') : undefined}
              >
                {f.text}
              </Anchor>
            ))}
          </Figure>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Figure title={t('admin-dashboard:office.events')}>
            <Anchor component={Link} to={`${PATHS.eventsManage}?status=published`} size="sm">
              {t('admin-dashboard:office.eventsAll')}
            </Anchor>
            {data.upcomingEvents.length === 0 && (
              <Text c="dimmed" size="sm">
                {t('admin-dashboard:office.noEvents')}
              </Text>
            )}
            {data.upcomingEvents.map((e) => (
              <Text key={e.id} size="sm">
                <Anchor
                  component={Link}
                  to={`${PATHS.eventsOrders}?event=${e.id}`}
                  underline="always"
                  aria-label={t('admin-dashboard:office.eventBookings', { title: e.title })}
                >
                  {e.title}
                </Anchor>
                {` · ${fmt.dateTime(e.startsAt)} · `}
                {e.placesLeft > 0
                  ? t('admin-dashboard:office.placesLeft', {
                      count: e.placesLeft,
                      capacity: e.capacity,
                    })
                  : t('admin-dashboard:office.full', { capacity: e.capacity })}
              </Text>
            ))}
          </Figure>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <LatestBroadcasts items={data.latestBroadcasts} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
