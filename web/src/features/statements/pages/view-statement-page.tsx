import { Alert, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconCreditCard,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle, useClubFormat } from '../../settings';
import { statementDownloadUrl, useStatement } from '../api/get-statement';
import { useStatementMonths } from '../api/get-statement-months';
import { EntriesTable } from '../components/entries-table';
import { TotalsGrid } from '../components/totals-grid';
import { PATHS } from '../../../app/paths';

/**
 * /member/viewStatement: the member's statement months; for the chosen month (?month=YYYY-MM,
 * default the current one) its totals and entries, and downloads as PDF and CSV.
 */
export default function ViewStatementPage() {
  const { t } = useTranslation();
  usePageTitle(t('statements:title'));
  const f = useClubFormat();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const months = useStatementMonths();
  const available = months.data?.months ?? [];
  const asked = params.get('month');
  const month = available.some((m) => m.month === asked) ? asked : (available[0]?.month ?? null);
  // The newest month's statement came with the months, in the language asked (not while the
  // months shown are the previous language's, kept during a language switch).
  const statement = useStatement(
    month,
    months.data && !months.isPlaceholderData
      ? { statement: months.data.latest, at: months.dataUpdatedAt }
      : undefined,
  );
  const s = statement.data;

  const options = available.map((m) => ({
    value: m.month,
    label: m.current ? t('statements:monthSoFar', { month: f.month(m.month) }) : f.month(m.month),
  }));

  return (
    <Stack gap="lg">
      {/* The page header: a Group the payments feature adds its "Pay dues" button to. */}
      <Group
        justify="space-between"
        align="flex-end"
        wrap="wrap"
        gap="md"
        data-testid="statement-header"
      >
        <div>
          <Title order={1}>{t('statements:title')}</Title>
          {months.data && (
            <Text c="dimmed" data-testid="statement-balance">
              {t('statements:balanceNow', { amount: f.money(months.data.balance) })}
            </Text>
          )}
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('statements:month')}
            data={options}
            value={month}
            onChange={(v) => v && setParams({ month: v }, { replace: false })}
            allowDeselect={false}
            w={220}
            disabled={options.length === 0}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            component="a"
            href={month ? statementDownloadUrl(month, 'pdf', lang) : undefined}
            download
            variant="default"
            leftSection={<IconFileTypePdf size={18} />}
            disabled={!month}
          >
            {t('statements:downloadPdf')}
          </Button>
          <Button
            component="a"
            href={month ? statementDownloadUrl(month, 'csv', lang) : undefined}
            download
            variant="default"
            leftSection={<IconFileTypeCsv size={18} />}
            disabled={!month}
          >
            {t('statements:downloadCsv')}
          </Button>
          <Button component={Link} to={PATHS.payDues} leftSection={<IconCreditCard size={18} />}>
            {t('payments:payDuesButton')}
          </Button>
        </Group>
      </Group>

      {months.isPending || (statement.isPending && !!month) ? (
        <Skeleton h={320} />
      ) : !s ? (
        <Alert color="gray" icon={<IconInfoCircle size={20} />}>
          {t('statements:none')}
        </Alert>
      ) : (
        <>
          <Title order={2} size="h3">
            {s.totals.current
              ? t('statements:monthSoFar', { month: f.month(s.totals.month) })
              : f.month(s.totals.month)}
          </Title>
          {s.totals.current && (
            <Alert color="blue" icon={<IconInfoCircle size={20} />}>
              {t('statements:currentNote')}
            </Alert>
          )}
          <TotalsGrid totals={s.totals} />
          <Card withBorder padding="md">
            <Title order={3} size="h4" mb="sm">
              {t('statements:entries', { count: s.entries.length })}
            </Title>
            <EntriesTable
              entries={s.entries}
              opening={s.totals.openingBalance}
              caption={t('statements:entriesLabel', { month: f.month(s.totals.month) })}
            />
            <Text size="xs" c="dimmed" mt="sm">
              {t('statements:reconcileNote')}
            </Text>
          </Card>
        </>
      )}
    </Stack>
  );
}
