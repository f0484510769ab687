import type { MemberDashboard } from '@club/contracts';
import { NOTIFICATION_KINDS, ROOM_TYPES } from '@club/contracts/core';
import { Badge, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import {
  IconBed,
  IconBell,
  IconBuildingCastle,
  IconCalendarEvent,
  IconPinned,
  IconSpeakerphone,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PATHS, paths } from '../../../app/paths';
import { StatusBadge, useReadableText } from '../../../components/status-badge';
import { keyMap } from '../../../lib/i18n';
import { HB_SESSION_KEYS, HB_STATUS_FAMILY } from '../../banquets';
import { CHAMBER_STATUS_FAMILY } from '../../chambers';
import { EventBookingStatusBadge } from '../../events';
import { ORDER_OUTLET_KEYS, ORDER_STATUS_FAMILY } from '../../fnb';
import { useClubFormat } from '../../settings';
import { useMemberDashboard } from '../api/get-member-dashboard';
import { DashCard, DashRow } from './dash-card';

const ROOM_TYPE_KEYS = keyMap('chambers:type.', ROOM_TYPES);
/** A notification's words when it has no title of its own (all but a broadcast's). */
const KIND_KEYS = keyMap('dashboard:cards.kinds.', NOTIFICATION_KINDS);
const ICON = { size: 20, 'aria-hidden': true } as const;

/**
 * The member dashboard's cards under the account overview: the stays, functions and event
 * bookings ahead, the food orders on their way, the unread notifications and today's notices,
 * each opening its screen.
 */
export function MemberCards() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMemberDashboard();
  if (isPending) return <Skeleton h={240} />;
  if (isError || !data) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('dashboard:cards.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Stays data={data} />
        <Functions data={data} />
        <Events data={data} />
        <Orders data={data} />
        <Notifications data={data} />
        <Notices data={data} />
      </SimpleGrid>
    </Stack>
  );
}

function Stays({ data }: { data: MemberDashboard }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  return (
    <DashCard
      title={t('dashboard:cards.stays')}
      icon={<IconBed {...ICON} />}
      total={data.stays.total}
      to={PATHS.chambersMyBookings}
      empty={t('dashboard:cards.noStays')}
      testId="dashboard-stays"
    >
      {data.stays.items.map((s) => (
        <DashRow
          key={s.id}
          to={PATHS.chambersMyBookings}
          label={t('dashboard:cards.stayDates', {
            from: f.date(s.checkIn),
            to: f.date(s.checkOut),
          })}
          badge={<StatusBadge family={CHAMBER_STATUS_FAMILY} status={s.status} />}
          facts={`${t(ROOM_TYPE_KEYS[s.roomType])} · ${t('dashboard:cards.stayRooms', { count: s.rooms })}`}
        />
      ))}
    </DashCard>
  );
}

function Functions({ data }: { data: MemberDashboard }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  return (
    <DashCard
      title={t('dashboard:cards.functions')}
      icon={<IconBuildingCastle {...ICON} />}
      total={data.functions.total}
      to={PATHS.banquetsMyBookings}
      empty={t('dashboard:cards.noFunctions')}
      testId="dashboard-functions"
    >
      {data.functions.items.map((b) => (
        <DashRow
          key={b.id}
          to={PATHS.banquetsMyBookings}
          label={`${b.hall}, ${f.date(b.date)}`}
          badge={<StatusBadge family={HB_STATUS_FAMILY} status={b.status} />}
          facts={`${t(HB_SESSION_KEYS[b.session])} · ${t('dashboard:cards.functionGuests', { count: b.guests })}`}
        />
      ))}
    </DashCard>
  );
}

function Events({ data }: { data: MemberDashboard }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  return (
    <DashCard
      title={t('dashboard:cards.events')}
      icon={<IconCalendarEvent {...ICON} />}
      total={data.events.total}
      to={PATHS.eventsMyBookings}
      empty={t('dashboard:cards.noEvents')}
      testId="dashboard-events"
    >
      {data.events.items.map((e) => (
        <DashRow
          key={e.id}
          to={paths.eventsMyBooking(e.id)}
          label={e.title}
          badge={<EventBookingStatusBadge status={e.status} />}
          facts={`${f.dateTime(e.startsAt)} · ${t('dashboard:cards.eventHeads', { count: e.heads })}`}
        />
      ))}
    </DashCard>
  );
}

function Orders({ data }: { data: MemberDashboard }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  return (
    <DashCard
      title={t('dashboard:cards.orders')}
      icon={<IconToolsKitchen2 {...ICON} />}
      total={data.orders.total}
      to={PATHS.fnbMyOrders}
      empty={t('dashboard:cards.noOrders')}
      testId="dashboard-orders"
    >
      {data.orders.items.map((o) => (
        <DashRow
          key={o.id}
          to={paths.fnbMyOrder(o.id)}
          label={t('dashboard:cards.orderNumber', { number: o.invoiceNumber ?? o.id })}
          badge={<StatusBadge family={ORDER_STATUS_FAMILY} status={o.status} />}
          facts={`${t(ORDER_OUTLET_KEYS[o.outlet])} · ${f.dateTime(o.slotAt)} · ${f.money(o.total, data.currency)}`}
        />
      ))}
    </DashCard>
  );
}

function Notices({ data }: { data: MemberDashboard }) {
  const { t } = useTranslation();
  const readable = useReadableText();
  const f = useClubFormat();
  return (
    <DashCard
      title={t('dashboard:cards.notices')}
      icon={<IconSpeakerphone {...ICON} />}
      total={data.notices.total}
      to={PATHS.memberNotices}
      empty={t('dashboard:cards.noNotices')}
      testId="dashboard-notices"
    >
      {data.notices.items.map((n) => (
        <DashRow
          key={n.id}
          to={PATHS.memberNotices}
          label={n.title}
          badge={
            n.pinned ? (
              <Badge
                variant="light"
                color="gray"
                c={readable('gray')}
                leftSection={<IconPinned size={12} aria-hidden />}
              >
                {t('dashboard:cards.pinned')}
              </Badge>
            ) : undefined
          }
          facts={t('dashboard:cards.since', { date: f.date(n.showFrom) })}
        />
      ))}
    </DashCard>
  );
}

function Notifications({ data }: { data: MemberDashboard }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  return (
    <DashCard
      title={t('dashboard:cards.notifications')}
      icon={<IconBell {...ICON} />}
      total={data.notifications.total}
      to={PATHS.memberNotifications}
      empty={t('dashboard:cards.noNotifications')}
      testId="dashboard-notifications"
    >
      {data.notifications.items.map((n) => (
        <DashRow
          key={n.id}
          to={PATHS.memberNotifications}
          label={n.title.trim() !== '' ? n.title : t(KIND_KEYS[n.kind])}
          facts={f.dateTime(n.createdAt)}
        />
      ))}
    </DashCard>
  );
}
