import {
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MIN_DUES_PAYMENT } from '@club/contracts';
import { IconCreditCard, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountSummary } from '../api/get-account-summary';
import { EntriesTable } from './entries-table';
import { useClubFormat } from '../../settings';
import { PATHS } from '../../../app/paths';

const STATEMENT_PATH = PATHS.viewStatement;
/** The Pay Dues screen (features/payments; not imported, so the dashboard stays light). */
const PAY_DUES_PATH = PATHS.payDues;

/** The member dashboard's money part: balance, last statement, this month so far, recent activity. */
export function AccountOverview() {
  const { t } = useTranslation();
  const f = useClubFormat();
  const { data, isPending, isError } = useAccountSummary();
  if (isPending) return <Skeleton h={260} />;
  if (isError || !data) return null;
  const last = data.lastStatement;
  const cur = data.currentMonth;
  return (
    <Stack gap="md" data-testid="account-overview">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Card withBorder padding="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('statements:dashboard.balance')}
          </Text>
          <Text fw={700} size="xl" mt={4} data-testid="dashboard-balance">
            {f.money(data.balance)}
          </Text>
          <Text size="sm" c="dimmed">
            {data.balance > 0
              ? t('statements:dashboard.owed')
              : data.balance < 0
                ? t('statements:dashboard.inCredit')
                : t('statements:dashboard.settled')}
          </Text>
          {data.balance > 0 && (
            <Button
              component={Link}
              to={data.balance >= MIN_DUES_PAYMENT ? `${PAY_DUES_PATH}?pay=full` : PAY_DUES_PATH}
              variant="default"
              size="xs"
              mt="xs"
              leftSection={<IconCreditCard size={16} />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('statements:dashboard.payNow')}
            </Button>
          )}
        </Card>
        <Card withBorder padding="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('statements:dashboard.lastStatement')}
          </Text>
          {last ? (
            <>
              <Text fw={600} size="lg" mt={4}>
                {f.month(last.month)}
              </Text>
              <Text size="sm">
                {t('statements:dashboard.closing', { amount: f.money(last.closingBalance) })}
              </Text>
              <Anchor component={Link} to={`${STATEMENT_PATH}?month=${last.month}`} size="sm">
                {t('statements:dashboard.openStatement', { month: f.month(last.month) })}
              </Anchor>
            </>
          ) : (
            <Text mt={4}>{t('statements:dashboard.noStatement')}</Text>
          )}
        </Card>
        <Card withBorder padding="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('statements:dashboard.thisMonth')}
          </Text>
          <Text size="sm" mt={4}>
            {t('statements:dashboard.charges', { amount: f.money(cur.charges) })}
          </Text>
          <Text size="sm">
            {t('statements:dashboard.paid', { amount: f.money(cur.payments + cur.credits) })}
          </Text>
          <Anchor component={Link} to={`${STATEMENT_PATH}?month=${cur.month}`} size="sm">
            {t('statements:dashboard.soFar')}
          </Anchor>
        </Card>
      </SimpleGrid>
      <Card withBorder padding="md">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Title order={2} size="h4">
            {t('statements:dashboard.recent')}
          </Title>
          <Button
            component={Link}
            to={STATEMENT_PATH}
            variant="light"
            size="xs"
            leftSection={<IconReceipt size={16} />}
          >
            {t('statements:dashboard.viewStatement')}
          </Button>
        </Group>
        <EntriesTable entries={data.recent} caption={t('statements:dashboard.recent')} compact />
      </Card>
    </Stack>
  );
}
