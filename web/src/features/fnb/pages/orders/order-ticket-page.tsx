import type { FnbOrder } from '@club/contracts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { DietMark } from '../../../../components/diet-mark';
import { errorText } from '../../../../lib/notify';
import { useClubSettings, usePageTitle } from '../../../settings';
import { useStaffOrder } from '../../api/get-staff-order';
import {
  FULFILMENT_KEYS,
  ORDER_OUTLET_KEYS,
  ORDER_STATUS_KEYS,
} from '../../components/orders/labels';
import { orderDetailPath } from '../../components/orders/order-paths';
import { useOrderFormat } from '../../components/orders/use-order-format';

type PaperSize = '80mm' | 'a5';

/**
 * The printed page per paper: a thermal roll 80 mm wide (72 mm printable, the page as long as
 * the ticket: CSS has no "auto" length for a page), or A5.
 */
const PAPER: Record<
  PaperSize,
  { page: (lengthMm: number) => string; width: string; font: string }
> = {
  '80mm': {
    page: (lengthMm) => `size: 80mm ${lengthMm}mm; margin: 3mm 4mm;`,
    width: '72mm',
    font: '12px',
  },
  a5: { page: () => 'size: A5 portrait; margin: 10mm;', width: '128mm', font: '14px' },
};

/** CSS pixels to millimetres (CSS: 96 px to the inch). */
const toMm = (px: number) => Math.ceil((px * 25.4) / 96);

/**
 * The print rules: only the ticket goes on paper (the app's header, menu and the toolbar
 * stay on screen), on the paper chosen.
 */
function printCss(size: PaperSize, lengthMm: number) {
  return `
@media print {
  @page { ${PAPER[size].page(lengthMm)} }
  html, body { background: #fff !important; }
  .mantine-AppShell-header, .mantine-AppShell-navbar, [data-no-print] { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; min-height: 0 !important; }
  .mantine-AppShell-main > .mantine-Container-root { padding: 0 !important; max-width: none !important; }
  .kitchen-ticket { width: 100% !important; box-shadow: none !important; border: 0 !important; padding: 0 !important; margin: 0 !important; }
}`;
}

function Ticket({ order, size }: { order: FnbOrder; size: PaperSize }) {
  const { t } = useTranslation();
  const fmt = useOrderFormat();
  const club = useClubSettings().data;
  const number = order.invoiceNumber ?? t('fnb:orders.numberFallback', { id: order.id });
  const lines = order.lines.filter((l) => l.removedAt === null);
  const rule = { borderTop: '1px dashed #000', margin: '6px 0' } as const;
  return (
    <article
      className="kitchen-ticket"
      aria-label={t('fnb:orders.ticket.label', { number })}
      data-testid="kitchen-ticket"
      style={{
        width: PAPER[size].width,
        maxWidth: '100%',
        margin: '0 auto',
        padding: '12px',
        background: '#fff',
        color: '#000',
        border: '1px solid #ced4da',
        boxShadow: '0 1px 4px rgba(0,0,0,.12)',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: PAPER[size].font,
        lineHeight: 1.35,
      }}
    >
      <div style={{ textAlign: 'center' }}>
        <div style={{ fontWeight: 700 }}>{club?.shortName ?? club?.clubName ?? ''}</div>
        <div>{t('fnb:orders.ticket.heading', { outlet: t(ORDER_OUTLET_KEYS[order.outlet]) })}</div>
      </div>
      <div style={rule} />
      <div style={{ fontSize: '1.5em', fontWeight: 700, textAlign: 'center' }}>{number}</div>
      <div style={{ fontSize: '1.25em', fontWeight: 700, textAlign: 'center' }}>
        {t('fnb:orders.ticket.slot', {
          fulfilment: t(FULFILMENT_KEYS[order.fulfilment]),
          time: fmt.time(order.slotAt),
        })}
      </div>
      <div style={{ textAlign: 'center' }}>{fmt.date(order.slotAt)}</div>
      <div style={rule} />
      <div>
        {t('fnb:orders.fields.member')}: <strong>{order.memberCode}</strong> {order.memberName}
      </div>
      {order.status !== 'ordered' && (
        <div>
          {t('fnb:orders.fields.status')}: {t(ORDER_STATUS_KEYS[order.status])}
        </div>
      )}
      <div style={rule} />
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: '1.1em' }}>
        <caption style={{ textAlign: 'left', fontWeight: 700 }}>
          {t('fnb:orders.ticket.items', { count: lines.reduce((n, l) => n + l.quantity, 0) })}
        </caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'right', paddingRight: 8, width: '3em' }}>
              {t('fnb:orders.lines.quantity')}
            </th>
            <th scope="col" style={{ textAlign: 'left' }}>
              {t('fnb:orders.lines.item')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id}>
              <td
                style={{
                  textAlign: 'right',
                  paddingRight: 8,
                  verticalAlign: 'top',
                  fontWeight: 700,
                }}
              >
                {l.quantity} ×
              </td>
              <td style={{ verticalAlign: 'top' }}>
                <div style={{ fontWeight: 700 }}>{l.name}</div>
                <DietMark diet={l.diet} size={12} withText />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.notes && (
        <>
          <div style={rule} />
          <div style={{ fontWeight: 700 }}>{t('fnb:orders.detail.notes')}:</div>
          <div style={{ border: '2px solid #000', padding: 4, whiteSpace: 'pre-line' }}>
            {order.notes}
          </div>
        </>
      )}
      {order.deliveryAddress && (
        <>
          <div style={rule} />
          <div style={{ fontWeight: 700 }}>{t('fnb:orders.detail.deliverTo')}:</div>
          <div style={{ whiteSpace: 'pre-line' }}>{order.deliveryAddress}</div>
        </>
      )}
      <div style={rule} />
      <div>
        {t('fnb:orders.fields.orderedAt')}: {fmt.dateTime(order.createdAt)}
      </div>
      <div>
        {t('fnb:orders.ticket.printedAt')}: {fmt.dateTime(new Date().toISOString())}
      </div>
    </article>
  );
}

/**
 * admin/restaurant/OrderTicket/{id}: the kitchen order ticket, laid out for an 80 mm thermal
 * printer or A5 (?size=a5). Opened in a new tab from the order, it asks the browser to print
 * once the order is shown; the toolbar prints again or changes the paper.
 */
export default function OrderTicketPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const orderId = Number(id);
  const [params, setParams] = useSearchParams();
  const size: PaperSize = params.get('size') === 'a5' ? 'a5' : '80mm';
  const { data, error } = useStaffOrder(orderId);
  const number = data
    ? (data.invoiceNumber ?? t('fnb:orders.numberFallback', { id: data.id }))
    : undefined;
  usePageTitle(number ? t('fnb:orders.ticket.title', { number }) : t('fnb:orders.detail.loading'));

  // The roll's page is as long as the ticket shown (laid out at the printed width).
  const [lengthMm, setLengthMm] = useState(200);
  useLayoutEffect(() => {
    const ticket = document.querySelector<HTMLElement>('.kitchen-ticket');
    if (ticket) setLengthMm(Math.max(60, toMm(ticket.getBoundingClientRect().height) + 6));
  }, [data, size]);

  const printed = useRef(false);
  useEffect(() => {
    if (!data || printed.current) return;
    printed.current = true;
    // Let the ticket paint (and its fonts load) before the print dialog takes the page.
    const timer = window.setTimeout(() => window.print(), 300);
    return () => window.clearTimeout(timer);
  }, [data]);

  return (
    <Stack gap="md">
      <style>{printCss(size, lengthMm)}</style>
      <Stack gap="xs" data-no-print>
        <Title order={1}>
          {number ? t('fnb:orders.ticket.title', { number }) : t('fnb:orders.detail.loading')}
        </Title>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t('fnb:orders.ticket.paper')}
            value={size}
            onChange={(v) => setParams(v === 'a5' ? { size: 'a5' } : {}, { replace: true })}
            data={[
              { value: '80mm', label: t('fnb:orders.ticket.thermal') },
              { value: 'a5', label: t('fnb:orders.ticket.a5') },
            ]}
          />
          <Button
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
            disabled={!data}
          >
            {t('fnb:orders.ticket.print')}
          </Button>
          {Number.isInteger(orderId) && orderId > 0 && (
            <Anchor component={Link} to={orderDetailPath(orderId)} size="sm">
              {t('fnb:orders.ticket.toOrder')}
            </Anchor>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('fnb:orders.ticket.hint')}
        </Text>
      </Stack>
      {error ? (
        <Alert color="red" title={t('fnb:orders.detail.loadFailed')} data-no-print>
          {errorText(error)}
        </Alert>
      ) : data ? (
        <Ticket order={data} size={size} />
      ) : (
        <Skeleton h={320} w={280} mx="auto" />
      )}
    </Stack>
  );
}
