import type { FnbOrder } from '@club/contracts';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../../lib/api';
import { errorText } from '../../../../lib/notify';
import { useClubSettings, usePageTitle } from '../../../settings';
import { useMyOrder } from '../../api/get-my-order';
import { invoicePdfUrl } from '../../api/my-order-paths';
import { useLanguage } from '../../../../lib/use-language';
import { myOrderDetailPath, ORDERING_PATHS } from '../../components/member/ordering-paths';
import {
  FULFILMENT_KEYS,
  ORDER_OUTLET_KEYS,
  ORDER_STATUS_KEYS,
  useOrderNoteText,
} from '../../components/orders/labels';
import { OrderLines } from '../../components/orders/order-lines';
import { useOrderFormat } from '../../components/orders/use-order-format';

/** Only the invoice goes on paper: the app's header, menu and the page's buttons stay on screen. */
const PRINT_CSS = `
@media print {
  @page { size: A4 portrait; margin: 14mm; }
  html, body { background: #fff !important; }
  .mantine-AppShell-header, .mantine-AppShell-navbar, .mantine-AppShell-footer, [data-no-print] { display: none !important; }
  .mantine-AppShell-main { padding: 0 !important; min-height: 0 !important; }
  .mantine-AppShell-main > .mantine-Container-root { padding: 0 !important; max-width: none !important; }
  .fnb-invoice { border: 0 !important; box-shadow: none !important; padding: 0 !important; }
  .fnb-invoice .mantine-visible-from-sm { display: table-cell !important; }
}`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" component="dt" style={{ flex: 'none' }}>
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} fw={500}>
        {children}
      </Text>
    </Group>
  );
}

function Invoice({ order }: { order: FnbOrder & { invoiceNumber: string } }) {
  const { t } = useTranslation();
  const noteText = useOrderNoteText();
  const fmt = useOrderFormat();
  const club = useClubSettings().data;
  const outlet = t(ORDER_OUTLET_KEYS[order.outlet]);
  // The invoice is dated when the order went to the kitchen (as the PDF is).
  const invoiced = order.events.find((e) => e.status === 'ordered')?.at ?? order.createdAt;
  const stopped = order.status === 'cancelled' || order.status === 'rejected';

  return (
    <Paper
      component="article"
      className="fnb-invoice"
      withBorder
      p={{ base: 'sm', sm: 'xl' }}
      aria-label={t('fnb:myOrders.invoice.label', { number: order.invoiceNumber })}
      data-testid="invoice"
    >
      <Stack gap="lg">
        <Stack gap={2} component="header" data-testid="letterhead">
          <Text fw={700} size="xl">
            {club?.clubName ?? ''}
          </Text>
          {club?.address && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {club.address}
            </Text>
          )}
          <Text size="sm">{[club?.phone, club?.email].filter(Boolean).join(' · ')}</Text>
        </Stack>
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('fnb:myOrders.invoice.heading')}
            </Title>
            <Stack component="dl" gap={2} m={0}>
              <Fact label={t('fnb:myOrders.invoice.number')}>
                <span data-testid="invoice-number">{order.invoiceNumber}</span>
              </Fact>
              <Fact label={t('fnb:myOrders.invoice.date')}>{fmt.dateTime(invoiced)}</Fact>
              <Fact label={t('fnb:myOrders.invoice.order')}>
                {t('fnb:myOrders.invoice.orderRef', { outlet, id: order.id })}
              </Fact>
            </Stack>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('fnb:myOrders.invoice.billedTo')}
            </Text>
            <Text fw={700}>{order.memberName}</Text>
            <Text size="sm">
              {t('fnb:myOrders.invoice.memberCode', { code: order.memberCode })}
            </Text>
            <Text size="sm">
              {t(FULFILMENT_KEYS[order.fulfilment])}
              {' · '}
              {t(
                order.fulfilment === 'club_delivery'
                  ? 'fnb:myOrders.invoice.delivery'
                  : 'fnb:myOrders.invoice.pickup',
              )}{' '}
              {fmt.dateTime(order.slotAt)}
            </Text>
            {order.deliveryAddress && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {order.deliveryAddress}
              </Text>
            )}
            <Text size="sm">
              {t(
                order.paymentMethod === 'account'
                  ? 'fnb:myOrders.invoice.paidOnAccount'
                  : 'fnb:myOrders.invoice.paidByCard',
              )}
            </Text>
          </Stack>
        </SimpleGrid>
        {stopped && (
          <Alert color="red" variant="light" p="sm">
            {t('fnb:myOrders.invoice.stopped', { status: t(ORDER_STATUS_KEYS[order.status]) })}
            {order.reason ? ` ${noteText(order.reason)}` : ''}
          </Alert>
        )}
        <OrderLines order={order} />
        <Text size="xs" c="dimmed">
          {t('fnb:myOrders.invoice.taxNote', { currency: fmt.currency })}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * member/foodordering/invoice/{id} (SPEC.md §2 foodordering/invoice; the order's id in the
 * path, as orders/detail/{id}): the order's tax invoice as a page: the club's letterhead
 * (settings), the invoice number and date, the member, the items with their GST, CGST and
 * SGST, the totals. "Download PDF" fetches the server's PDF; "Print" prints the invoice
 * alone. An order still awaiting payment has no invoice yet; another member's is not found.
 */
export default function InvoicePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id } = useParams();
  const orderId = Number(id);
  const { data, error, isPending, refetch } = useMyOrder(orderId);
  usePageTitle(
    data?.invoiceNumber
      ? t('fnb:myOrders.invoice.title', { number: data.invoiceNumber })
      : t('fnb:myOrders.invoice.loading'),
  );

  if (
    !Number.isInteger(orderId) ||
    orderId <= 0 ||
    (error && isApiError(error) && error.status === 404)
  ) {
    return (
      <Stack gap="md">
        <Title order={1}>{t('fnb:myOrders.detail.notFoundTitle')}</Title>
        <Text>{t('fnb:myOrders.detail.notFound')}</Text>
        <Anchor component={Link} to={ORDERING_PATHS.orders}>
          {t('fnb:myOrders.detail.back')}
        </Anchor>
      </Stack>
    );
  }
  if (error && !data) {
    return (
      <Alert color="red" title={t('fnb:myOrders.detail.loadFailed')} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(error)}</Text>
          <Button size="compact-sm" variant="white" onClick={() => void refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (isPending || !data) {
    return (
      <Stack gap="md" aria-busy>
        <Title order={1}>{t('fnb:myOrders.invoice.loading')}</Title>
        <Skeleton h={360} />
      </Stack>
    );
  }

  const back = (
    <Anchor component={Link} to={myOrderDetailPath(data.id)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('fnb:myOrders.invoice.back')}
      </Group>
    </Anchor>
  );
  if (!data.invoiceNumber) {
    return (
      <Stack gap="md">
        {back}
        <Title order={1}>{t('fnb:myOrders.invoice.loading')}</Title>
        <Alert color="yellow">{t('fnb:myOrders.invoice.none')}</Alert>
      </Stack>
    );
  }
  const order = data as FnbOrder & { invoiceNumber: string };
  return (
    <Stack gap="md">
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" gap="sm" data-no-print>
        {back}
        <Group gap="sm">
          <Button
            component="a"
            href={invoicePdfUrl(order.id, language)}
            download
            leftSection={<IconFileTypePdf size={18} aria-hidden />}
          >
            {t('fnb:myOrders.invoice.download')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={18} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('fnb:myOrders.invoice.print')}
          </Button>
        </Group>
      </Group>
      <Invoice order={order} />
    </Stack>
  );
}
