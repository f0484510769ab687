import {
  MIN_DUES_PAYMENT,
  payDuesRequest,
  type Payment,
  type PayDuesRequest,
} from '@club/contracts';
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
import { useReadableText } from '../../../components/status-badge';
import { MoneyInput, useAmountText } from '../../../components/money-input';
import { Pager } from '../../../components/pager';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { errorText, notifyError } from '../../../lib/notify';
import { TableScroll } from '../../../components/table-scroll';
import { usePageTitle, useClubFormat } from '../../settings';
import { useMyPayments } from '../api/get-my-payments';
import { usePayDues } from '../api/pay-dues';
import { PAYMENT_FAILURE_KEYS, PaymentStatusBadge } from '../components/payment-status-badge';
import { ReceiptLink } from '../components/receipt-link';
import { useProviderReturn } from '../lib/use-provider-return';
import { useCardCheckout } from '../lib/use-card-checkout';

const PAGE_SIZE = 10;

type Outcome =
  | { kind: 'captured'; payment: Payment }
  | { kind: 'pending'; payment: Payment }
  | { kind: 'failed'; payment: Payment }
  | { kind: 'error'; message: string };

/** member/payments ("Pay Dues"): pay dues by card and see every payment with its status. */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const readable = useReadableText();
  usePageTitle(t('payments:title'));
  const fmt = useClubFormat();
  const [pageIndex, setPageIndex] = useState(0);
  const list = useMyPayments(pageIndex, PAGE_SIZE);
  const payDues = usePayDues();
  const card = useCardCheckout();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [params, setParams] = useSearchParams();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);

  const amountText = useAmountText();
  const form = useZodForm<PayDuesRequest & { amount: string }>(payDuesRequest, {
    initialValues: { amount: '', description: '' },
    amounts: ['amount'],
  });

  /** Fills the form with the whole balance owed (from the button, or ?pay=full from the dashboard). */
  const fillFullBalance = (balance: number) => {
    form.setValues({
      amount: amountText(balance),
      description: form.getValues().description || t('payments:fullBalanceDescription'),
    });
  };
  /** An unfinished or failed payment, started again: its amount and description back in the form. */
  const payAgain = (p: Payment) => {
    form.setValues({ amount: amountText(p.amount), description: p.description });
    setOutcome(null);
    amountRef.current?.focus();
  };
  const canPayFull = (list.data?.balance ?? 0) >= MIN_DUES_PAYMENT;
  useEffect(() => {
    if (params.get('pay') !== 'full' || !list.data) return;
    if (list.data.balance >= MIN_DUES_PAYMENT) fillFullBalance(list.data.balance);
    setParams({}, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, list.data]);

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
  const providerReturn = useProviderReturn({
    onSettled: settle,
    onError: (e) => show({ kind: 'error', message: errorText(e) }),
  });

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const submit = form.onSubmit((values) => {
    setOutcome(null);
    payDues.mutate(values, {
      onError: (e) => applyProblemToForm(form, e),
      onSuccess: async ({ checkout }) => {
        const end = await card.open(checkout);
        if (end.kind === 'settled' && end.payment) settle(end.payment);
        // The provider's script did not load: no request failed, so no handler saw it.
        if (end.kind === 'unavailable') notifyError(end.error);
      },
    });
  });

  const busy = providerReturn.busy || card.pending;
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
            styles={{ title: { color: readable('blue') } }}
            icon={<IconInfoCircle size={20} />}
            title={t('payments:checking')}
          >
            {t('payments:checkingText')}
          </Alert>
        )}
        {outcome?.kind === 'captured' && (
          <Alert
            color="green"
            styles={{ title: { color: readable('green') } }}
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
            styles={{ title: { color: readable('red') } }}
            icon={<IconAlertTriangle size={20} />}
            title={t('payments:failedTitle')}
            data-testid="payment-outcome"
          >
            {t('payments:failedText', {
              amount: fmt.money(outcome.payment.amount, outcome.payment.currency),
              reason: outcome.payment.failureReasonCode
                ? t(PAYMENT_FAILURE_KEYS[outcome.payment.failureReasonCode])
                : '',
            })}
          </Alert>
        )}
        {outcome?.kind === 'pending' && (
          <Alert
            color="yellow"
            styles={{ title: { color: readable('yellow') } }}
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
            styles={{ title: { color: readable('red') } }}
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
                  {canPayFull && (
                    <Button
                      variant="light"
                      size="xs"
                      style={{ alignSelf: 'flex-start' }}
                      onClick={() => fillFullBalance(data.balance)}
                    >
                      {t('payments:payFullBalance', {
                        amount: fmt.money(data.balance, data.currency),
                      })}
                    </Button>
                  )}
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
                <MoneyInput
                  label={t('payments:amount')}
                  description={t('payments:amountHint', { min: amountText(MIN_DUES_PAYMENT) })}
                  currency={fmt.currency}
                  required
                  ref={amountRef}
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
              <TableScroll minWidth={320} label={t('payments:tableLabel')}>
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
                            {p.failureReasonCode && (
                              <Text size="xs" c="red">
                                {t(PAYMENT_FAILURE_KEYS[p.failureReasonCode])}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                            {fmt.money(p.amount, p.currency)}
                          </Table.Td>
                          <Table.Td>
                            <Stack gap={4} align="flex-start">
                              <PaymentStatusBadge status={p.status} />
                              {p.status === 'captured' && <ReceiptLink id={p.id} />}
                              {p.status === 'failed' && p.purpose === 'dues' && (
                                <Button
                                  variant="subtle"
                                  size="compact-xs"
                                  aria-label={t('payments:payAgainFor', {
                                    amount: fmt.money(p.amount, p.currency),
                                    description: p.description,
                                  })}
                                  onClick={() => payAgain(p)}
                                >
                                  {t('payments:payAgain')}
                                </Button>
                              )}
                            </Stack>
                          </Table.Td>
                        </Table.Tr>
                      ))
                    )}
                  </Table.Tbody>
                </Table>
              </TableScroll>
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
