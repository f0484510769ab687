import { payDuesRequest, type Payment, type PayDuesRequest } from '@club/contracts';
import {
  Alert,
  Button,
  Card,
  Grid,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  useMantineTheme,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCreditCard,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pager } from '../../../components/pager';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { errorText, notifyError } from '../../../lib/notify';
import { usePageTitle, useClubFormat } from '../../settings';
import { useCloseCheckout } from '../api/close-checkout';
import { useMyPayments } from '../api/get-my-payments';
import { usePayDues } from '../api/pay-dues';
import { useVerifyPayment } from '../api/verify-payment';
import { PaymentStatusBadge, READABLE_TEXT } from '../components/payment-status-badge';
import { openRazorpayCheckout } from '../lib/razorpay-checkout';

const PAGE_SIZE = 10;

type Outcome =
  | { kind: 'captured'; payment: Payment }
  | { kind: 'pending'; payment: Payment }
  | { kind: 'failed'; payment: Payment }
  | { kind: 'error'; message: string };

/** member/payments ("Pay Dues"): pay dues by card and see every payment with its status. */
export default function PaymentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('payments:title'));
  const theme = useMantineTheme();
  const fmt = useClubFormat();
  const [pageIndex, setPageIndex] = useState(0);
  const list = useMyPayments(pageIndex, PAGE_SIZE);
  const payDues = usePayDues();
  const verify = useVerifyPayment();
  const close = useCloseCheckout();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [params, setParams] = useSearchParams();
  const handled = useRef<string | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const form = useZodForm<PayDuesRequest & { amount: string }>(payDuesRequest, {
    initialValues: { amount: '', description: '' },
  });

  const show = (o: Outcome) => {
    setOutcome(o);
    setPageIndex(0);
  };
  const settle = (p: Payment) =>
    show({
      kind: p.status === 'captured' ? 'captured' : p.status === 'failed' ? 'failed' : 'pending',
      payment: p,
    });

  // The provider's checkout sent the browser back here with its result.
  useEffect(() => {
    const orderId = params.get('razorpay_order_id');
    if (!orderId || handled.current === orderId) return;
    handled.current = orderId;
    const paymentId = params.get('razorpay_payment_id');
    const signature = params.get('razorpay_signature');
    setParams({}, { replace: true });
    const onError = (e: unknown) => show({ kind: 'error', message: errorText(e) });
    if (paymentId && signature) {
      verify.mutate(
        {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: signature,
        },
        { onSuccess: (r) => settle(r.payment), onError },
      );
    } else {
      close.mutate(
        { razorpay_order_id: orderId },
        { onSuccess: (r) => settle(r.payment), onError },
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    payDues.mutate(values, {
      onError: (e) => applyProblemToForm(form, e),
      onSuccess: async ({ checkout }) => {
        if (checkout.checkoutUrl) {
          window.location.assign(checkout.checkoutUrl);
          return;
        }
        try {
          const result = await openRazorpayCheckout(checkout, theme.colors.blue[7] ?? '#1971c2');
          if (result) verify.mutate(result, { onSuccess: (r) => settle(r.payment) });
          else
            close.mutate(
              { razorpay_order_id: checkout.orderId },
              { onSuccess: (r) => settle(r.payment) },
            );
        } catch (e) {
          // The provider's script did not load: no request failed, so no handler saw it.
          notifyError(e);
        }
      },
    });
  });

  const busy = verify.isPending || close.isPending;
  const data = list.data;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('payments:title')}</Title>
        <Text c="dimmed">{t('payments:intro')}</Text>
      </div>

      <div ref={outcomeRef} tabIndex={-1} style={{ outline: 'none' }} aria-live="polite">
        {busy && (
          <Alert
            color="blue"
            styles={{ title: { color: READABLE_TEXT.blue } }}
            icon={<IconInfoCircle size={20} />}
            title={t('payments:checking')}
          >
            {t('payments:checkingText')}
          </Alert>
        )}
        {outcome?.kind === 'captured' && (
          <Alert
            color="green"
            styles={{ title: { color: READABLE_TEXT.green } }}
            icon={<IconCircleCheck size={20} />}
            title={t('payments:successTitle')}
            data-testid="payment-outcome"
          >
            {t('payments:successText', {
              amount: fmt.money(outcome.payment.amount, outcome.payment.currency),
            })}
          </Alert>
        )}
        {outcome?.kind === 'failed' && (
          <Alert
            color="red"
            styles={{ title: { color: READABLE_TEXT.red } }}
            icon={<IconAlertTriangle size={20} />}
            title={t('payments:failedTitle')}
            data-testid="payment-outcome"
          >
            {t('payments:failedText', {
              amount: fmt.money(outcome.payment.amount, outcome.payment.currency),
              reason: outcome.payment.failureReason ?? '',
            })}
          </Alert>
        )}
        {outcome?.kind === 'pending' && (
          <Alert
            color="yellow"
            styles={{ title: { color: READABLE_TEXT.yellow } }}
            icon={<IconInfoCircle size={20} />}
            title={t('payments:pendingTitle')}
            data-testid="payment-outcome"
          >
            {t('payments:pendingText')}
          </Alert>
        )}
        {outcome?.kind === 'error' && (
          <Alert
            color="red"
            styles={{ title: { color: READABLE_TEXT.red } }}
            icon={<IconAlertTriangle size={20} />}
            title={t('payments:verifyFailed')}
            data-testid="payment-outcome"
          >
            {outcome.message}
          </Alert>
        )}
      </div>

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg">
            <Stack gap="xs">
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t('payments:balance')}
              </Text>
              {data ? (
                <>
                  <Text size="xl" fw={700} data-testid="balance">
                    {fmt.money(Math.abs(data.balance), data.currency)}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {data.balance > 0
                      ? t('payments:owes')
                      : data.balance < 0
                        ? t('payments:inCredit')
                        : t('payments:settled')}
                  </Text>
                </>
              ) : (
                <Skeleton h={48} />
              )}
            </Stack>
            <form noValidate onSubmit={submit}>
              <Stack gap="sm" mt="md">
                <Title order={2} size="h4">
                  {t('payments:formTitle')}
                </Title>
                <TextInput
                  label={t('payments:amount')}
                  description={t('payments:amountHint')}
                  inputMode="decimal"
                  autoComplete="off"
                  leftSection={<Text size="sm">{fmt.currency === 'INR' ? '₹' : fmt.currency}</Text>}
                  required
                  {...form.getInputProps('amount')}
                />
                <TextInput
                  label={t('payments:description')}
                  placeholder={t('payments:descriptionPlaceholder')}
                  maxLength={200}
                  required
                  {...form.getInputProps('description')}
                />
                <Button
                  type="submit"
                  leftSection={<IconCreditCard size={18} />}
                  loading={payDues.isPending}
                  fullWidth
                  mt="xs"
                >
                  {t('payments:payNow')}
                </Button>
                <Text size="xs" c="dimmed">
                  {t('payments:secureNote')}
                </Text>
              </Stack>
            </form>
          </Card>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('payments:historyTitle')}
            </Title>
            {list.isPending ? (
              <Skeleton h={200} />
            ) : (
              <Table.ScrollContainer minWidth={320}>
                <Table
                  striped
                  withTableBorder
                  aria-label={t('payments:tableLabel')}
                  verticalSpacing="xs"
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('payments:date')}</Table.Th>
                      <Table.Th>{t('payments:description')}</Table.Th>
                      <Table.Th style={{ textAlign: 'right' }}>{t('payments:amount')}</Table.Th>
                      <Table.Th>{t('payments:statusLabel')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {(data?.items ?? []).length === 0 ? (
                      <Table.Tr>
                        <Table.Td colSpan={4}>
                          <Text c="dimmed" ta="center" py="md">
                            {t('payments:empty')}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ) : (
                      data!.items.map((p) => (
                        <Table.Tr key={p.id}>
                          <Table.Td>{fmt.dateTime(p.createdAt)}</Table.Td>
                          <Table.Td>
                            <Text size="sm">{p.description}</Text>
                            {p.failureReason && (
                              <Text size="xs" c="red">
                                {p.failureReason}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                            {fmt.money(p.amount, p.currency)}
                          </Table.Td>
                          <Table.Td>
                            <PaymentStatusBadge status={p.status} />
                          </Table.Td>
                        </Table.Tr>
                      ))
                    )}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {data && data.pageCount > 1 && (
              <Group justify="flex-end">
                <Pager
                  pageCount={data.pageCount}
                  pageIndex={pageIndex}
                  onPageIndexChange={setPageIndex}
                  aria-label={t('payments:pagination')}
                />
              </Group>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
