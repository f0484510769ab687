import {
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaymentStatusBadge, ReceiptLink } from '../../payments';
import { useClubFormat } from '../../settings';
import { EntriesTable } from '../../statements';
import {
  memberStatementPdfUrl,
  useMemberAccount,
  useMemberPayments,
  useMemberStatementMonths,
} from '../api/get-member-account';
import { useLanguage } from '../../../lib/use-language';
import { PATHS } from '../../../app/paths';

/**
 * The member's account on the member's record: balance and credit limit, recent activity, any
 * month's statement as PDF and the latest online payments (with their receipts).
 */
export function MemberAccount({ id, code }: { id: number; code: string }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const lang = useLanguage();
  const account = useMemberAccount(id);
  const months = useMemberStatementMonths(id);
  const payments = useMemberPayments(id);
  const [month, setMonth] = useState<string | null>(null);
  const chosen = month ?? months.data?.months[0]?.month ?? null;
  const data = account.data;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="member-account-title">
      <Title order={2} size="h3" id="member-account-title" mb="sm">
        {t('members:account.title')}
      </Title>
      {account.isError ? (
        <Text c="red">{t('members:account.failed')}</Text>
      ) : !data ? (
        <Skeleton h={160} />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t('members:account.balance')}
              </Text>
              <Text fw={700} size="xl" data-testid="member-balance">
                {f.money(Math.abs(data.balance), data.currency)}
              </Text>
              <Text size="sm" c="dimmed">
                {data.balance > 0
                  ? t('members:account.owes')
                  : data.balance < 0
                    ? t('members:account.inCredit')
                    : t('members:account.settled')}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t('members:account.creditLimit')}
              </Text>
              <Text fw={600} size="lg">
                {f.money(data.creditLimit, data.currency)}
              </Text>
            </div>
            <Stack gap={6}>
              <Select
                label={t('members:account.statementMonth')}
                data={(months.data?.months ?? []).map((m) => ({
                  value: m.month,
                  label: m.current
                    ? t('members:account.monthSoFar', { month: f.month(m.month) })
                    : f.month(m.month),
                }))}
                value={chosen}
                onChange={setMonth}
                allowDeselect={false}
                disabled={!months.data}
              />
              {chosen && (
                <Button
                  component="a"
                  href={memberStatementPdfUrl(id, chosen, lang)}
                  download
                  variant="default"
                  size="xs"
                  leftSection={<IconDownload size={16} />}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('members:account.downloadStatement', { month: f.month(chosen) })}
                </Button>
              )}
            </Stack>
          </SimpleGrid>
          <div>
            <Title order={3} size="h5" mb={4}>
              {t('members:account.recent')}
            </Title>
            <EntriesTable entries={data.recent} caption={t('members:account.recent')} compact />
          </div>
          <div>
            <Group justify="space-between" mb={4} wrap="wrap">
              <Title order={3} size="h5">
                {t('members:account.payments')}
              </Title>
              <Anchor
                component={Link}
                to={`${PATHS.paymentReport}?member=${encodeURIComponent(code)}&period=all`}
                size="sm"
              >
                {t('members:account.allPayments')}
              </Anchor>
            </Group>
            {payments.data && payments.data.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('members:account.noPayments')}
              </Text>
            ) : (
              <Table aria-label={t('members:account.payments')} verticalSpacing={6}>
                <Table.Tbody>
                  {(payments.data?.items ?? []).map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>
                        <Text size="sm">{f.dateTime(p.createdAt)}</Text>
                        <Text size="xs" c="dimmed">
                          {p.description}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                        {f.money(p.amount, p.currency)}
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={4} align="flex-start">
                          <PaymentStatusBadge status={p.status} />
                          {p.status === 'captured' && <ReceiptLink id={p.id} forStaff />}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </div>
        </Stack>
      )}
    </Paper>
  );
}
