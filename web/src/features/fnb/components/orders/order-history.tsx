import type { OrderEvent } from '@club/contracts';
import { Text, Timeline } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EVENT_BY_KEYS, ORDER_STATUS_KEYS } from './labels';
import { useOrderFormat } from './use-order-format';

/** An order's status history, oldest first: each step with its time, who made it and a note. */
export function OrderHistory({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation();
  const fmt = useOrderFormat();
  return (
    <Timeline
      active={events.length - 1}
      bulletSize={22}
      lineWidth={2}
      aria-label={t('fnb:orders.detail.history')}
      component="ol"
      styles={{ root: { listStyle: 'none', paddingInlineStart: 0, margin: 0 } }}
    >
      {events.map((e, i) => {
        const stopped = e.status === 'cancelled' || e.status === 'rejected';
        return (
          <Timeline.Item
            key={`${e.status}-${i}`}
            component="li"
            color={stopped ? 'red' : undefined}
            bullet={
              stopped ? (
                <IconCircleX size={14} aria-hidden />
              ) : (
                <IconCircleCheck size={14} aria-hidden />
              )
            }
            title={t(ORDER_STATUS_KEYS[e.status])}
            data-testid="order-event"
          >
            <Text size="sm">
              <time dateTime={e.at}>{fmt.dateTime(e.at)}</time>
              {' · '}
              {t(EVENT_BY_KEYS[e.by])}
            </Text>
            {e.note && (
              <Text size="sm" c="dimmed">
                {e.note}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
