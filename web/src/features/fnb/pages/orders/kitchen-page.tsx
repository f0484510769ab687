import { FNB_OUTLETS, type FnbOutlet } from '@club/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconBellOff, IconBellRinging } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../../app/paths';
import { errorText, notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../settings';
import { useKitchenOrders } from '../../api/get-kitchen-orders';
import { useOutlets } from '../../api/get-outlets';
import { usePauseOutlet } from '../../api/pause-outlet';
import { findNew } from '../../components/orders/kitchen-rules';
import { ORDER_OUTLET_KEYS } from '../../components/orders/labels';
import { MANAGE_ORDERS_PATH } from '../../components/orders/order-paths';
import { useKitchenSound } from '../../components/orders/use-kitchen-sound';
import { useOrderFormat } from '../../components/orders/use-order-format';
import { TicketList } from './kitchen-tickets';

/** An outlet's "pause ordering" switch: members see the outlet paused at once. */
function PauseSwitch({ outlet }: { outlet: FnbOutlet }) {
  const { t } = useTranslation();
  const { data: outlets } = useOutlets();
  const pause = usePauseOutlet();
  const state = outlets?.find((o) => o.code === outlet);
  const name = t(ORDER_OUTLET_KEYS[outlet]);
  if (!state) return <Skeleton h={40} w={280} />;
  return (
    <Group gap="sm" wrap="wrap">
      <Switch
        color="orange"
        size="md"
        checked={state.paused}
        disabled={pause.isPending}
        label={t('fnb:kitchen.pause', { outlet: name })}
        description={t('fnb:kitchen.pauseHint')}
        onChange={(e) => {
          const paused = e.currentTarget.checked;
          pause.mutate(
            { code: outlet, paused },
            {
              onSuccess: () =>
                notifySuccess(
                  t(paused ? 'fnb:kitchen.paused' : 'fnb:kitchen.resumed', { outlet: name }),
                ),
            },
          );
        }}
      />
      {state.paused && (
        <Badge
          color="orange"
          variant="filled"
          styles={{ root: { color: '#fff', background: '#a84300' } }}
        >
          {t('fnb:kitchen.pausedBadge')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * admin/restaurant/Kitchen: the open orders as tickets by pickup time, one tab per outlet,
 * updated live (polled every few seconds while the live stream is down). Each ticket's big button moves the order to its next status;
 * the arrow keys move between tickets and Enter or Space bumps the one in focus. A new order
 * rings (unless muted, and only while the page is seen); each outlet's "pause ordering"
 * switch is at hand.
 */
export default function KitchenPage() {
  const { t } = useTranslation();
  usePageTitle(t('fnb:kitchen.title'));
  const fmt = useOrderFormat();
  const { orders, isPending, error, updatedAt, truncated, live } = useKitchenOrders();
  const { beep, muted, setMuted } = useKitchenSound();
  const [outlet, setOutlet] = useState<FnbOutlet>('restaurant');
  const [announcement, setAnnouncement] = useState('');
  const known = useRef<Set<number> | null>(null);

  // A new order since the last look rings, and is announced to screen readers.
  useEffect(() => {
    if (isPending || !updatedAt) return;
    const { fresh, known: seen } = findNew(
      known.current,
      orders.map((o) => o.id),
    );
    known.current = seen;
    if (fresh.length === 0) return;
    const first = orders.find((o) => o.id === fresh[0])!;
    setAnnouncement(
      t('fnb:kitchen.newOrder', {
        count: fresh.length,
        outlet: t(ORDER_OUTLET_KEYS[first.outlet]),
        time: fmt.slot(first.slotAt),
      }),
    );
    if (!muted && document.visibilityState === 'visible') beep();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [updatedAt, isPending]);

  const byOutlet = (o: FnbOutlet) => orders.filter((x) => x.outlet === o);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1}>{t('fnb:kitchen.title')}</Title>
          <Text c="dimmed">{t('fnb:kitchen.intro')}</Text>
        </div>
        <Group gap="sm">
          <Switch
            size="md"
            checked={!muted}
            onChange={(e) => setMuted(!e.currentTarget.checked)}
            label={t('fnb:kitchen.sound')}
            thumbIcon={
              muted ? (
                <IconBellOff size={12} aria-hidden />
              ) : (
                <IconBellRinging size={12} aria-hidden />
              )
            }
          />
          <Button component={Link} to={MANAGE_ORDERS_PATH} variant="default">
            {t('fnb:kitchen.allOrders')}
          </Button>
        </Group>
      </Group>
      <Group gap="md" justify="space-between">
        <Text size="sm" c="dimmed" aria-live="off">
          {updatedAt
            ? t(live ? 'fnb:kitchen.updatedLive' : 'fnb:kitchen.updated', {
                time: fmt.time(new Date(updatedAt).toISOString()),
              })
            : t('fnb:kitchen.loading')}
        </Text>
        <Anchor component={Link} to={PATHS.fnbManageMenu} size="sm">
          {t('fnb:kitchen.soldOut')}
        </Anchor>
      </Group>
      <div
        role="status"
        aria-live="polite"
        data-testid="kitchen-announcement"
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clipPath: 'inset(50%)',
        }}
      >
        {announcement}
      </div>
      {error && (
        <Alert color="red" title={t('fnb:kitchen.offline')}>
          {errorText(error)}
        </Alert>
      )}
      {truncated && (
        <Alert color="yellow" variant="light">
          {t('fnb:kitchen.truncated')}
        </Alert>
      )}

      <Tabs value={outlet} onChange={(v) => v && setOutlet(v as FnbOutlet)} keepMounted={false}>
        <Tabs.List>
          {FNB_OUTLETS.map((o) => (
            <Tabs.Tab key={o} value={o}>
              {t('fnb:kitchen.tab', { outlet: t(ORDER_OUTLET_KEYS[o]), n: byOutlet(o).length })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FNB_OUTLETS.map((o) => (
          <Tabs.Panel key={o} value={o} pt="md">
            <Stack gap="md">
              <PauseSwitch outlet={o} />
              {isPending ? (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  <Skeleton h={220} />
                  <Skeleton h={220} />
                  <Skeleton h={220} />
                </SimpleGrid>
              ) : (
                <TicketList orders={byOutlet(o)} outlet={o} />
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
