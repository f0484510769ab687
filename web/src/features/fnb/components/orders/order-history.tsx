import type { FnbFulfilment, FnbOrder, OrderEvent, OrderLine } from '@club/contracts';
import { Card, Text, Timeline, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OrderLines } from './order-lines';
import { EVENT_BY_KEYS, orderStatusKey, useOrderNoteText } from './labels';
import { useOrderFormat } from './use-order-format';

/** An order's status history, oldest first: each step with its time, who made it and a note. */
export function OrderHistory({
  events,
  fulfilment,
}: {
  events: OrderEvent[];
  fulfilment: FnbFulfilment;
}) {
  const { t } = useTranslation();
  const fmt = useOrderFormat();
  const noteText = useOrderNoteText();
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
            title={t(orderStatusKey(e.status, fulfilment))}
            data-testid="order-event"
          >
            <Text size="sm">
              <time dateTime={e.at}>{fmt.dateTime(e.at)}</time>
              {' · '}
              {t(EVENT_BY_KEYS[e.by])}
            </Text>
            {e.note && (
              <Text size="sm" c="dimmed">
                {noteText(e.note)}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

/** An order page's two sections: its items (with a remove action where offered) and its history. */
export function OrderItemsAndHistory({
  order,
  onRemove,
  idPrefix,
}: {
  order: FnbOrder;
  onRemove?: (line: OrderLine) => void;
  /** Keeps the headings' ids unique per page. */
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Card withBorder padding="md" component="section" aria-labelledby={`${idPrefix}-items`}>
        <Title order={2} size="h4" id={`${idPrefix}-items`} mb="xs">
          {t('fnb:orders.detail.items')}
        </Title>
        <OrderLines order={order} onRemove={onRemove} />
      </Card>
      <Card withBorder padding="md" component="section" aria-labelledby={`${idPrefix}-history`}>
        <Title order={2} size="h4" id={`${idPrefix}-history`} mb="sm">
          {t('fnb:orders.detail.history')}
        </Title>
        <OrderHistory events={order.events} fulfilment={order.fulfilment} />
      </Card>
    </>
  );
}
