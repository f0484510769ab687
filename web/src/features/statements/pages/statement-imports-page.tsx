import type { StatementImportError, StatementImportPreviewResponse } from '@club/contracts';
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  FileInput,
  Group,
  List,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconEye,
  IconFileImport,
  IconFileTypeCsv,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { isApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { TableScroll } from '../../../components/table-scroll';
import { usePageTitle, useClubFormat } from '../../settings';
import { useImport } from '../api/get-import';
import { useImports } from '../api/get-imports';
import { useImportFile } from '../api/import-file';
import { usePreviewImport } from '../api/preview-import';
import { ImportRowsTable } from '../components/import-rows-table';

const PAGE_SIZE = 10;

function ErrorsList({ errors }: { errors: StatementImportError[] }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={20} />}
      title={t('statements:imports.errorsTitle', { count: errors.length })}
      data-testid="import-errors"
    >
      <Text size="sm" mb="xs">
        {t('statements:imports.errorsText')}
      </Text>
      <List size="sm" spacing={2}>
        {errors.map((e, i) => (
          <List.Item key={i}>
            {e.line > 0
              ? t('statements:imports.errorAt', { line: e.line, field: e.field })
              : e.field}
            {': '}
            {e.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The problem+json of a refused import, as preview errors ("line 3: bill_date"). */
function errorsOf(error: unknown): StatementImportError[] {
  if (!isApiError(error) || !error.problem.errors) return [];
  return error.problem.errors.map((e) => {
    const m = /^line (\d+): (.*)$/.exec(e.field);
    return m
      ? { line: Number(m[1]), field: m[2]!, message: e.message }
      : { line: 0, field: e.field, message: e.message };
  });
}

function PastImport({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const { data, isPending } = useImport(id);
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': t('statements:imports.close') }}
      title={
        data
          ? t('statements:imports.detailTitle', { file: data.import.fileName })
          : t('app.loading')
      }
    >
      {isPending || !data ? (
        <Skeleton h={200} />
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {t('statements:imports.detailText', {
              period: f.month(data.import.period),
              rows: data.import.rowCount,
              by: data.import.importedBy,
              at: f.dateTime(data.import.importedAt),
            })}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            SHA-256 {data.import.fileSha256}
          </Text>
          <ImportRowsTable rows={data.rows} caption={t('statements:imports.rowsLabel')} />
        </Stack>
      )}
    </Modal>
  );
}

/** /admin/statements/imports: upload the accounting system's monthly bill CSV, preview, import; past imports. */
export default function StatementImportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('statements:imports.title'));
  const f = useClubFormat();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StatementImportPreviewResponse | null>(null);
  const [refused, setRefused] = useState<StatementImportError[]>([]);
  const [pageIndex, setPageIndex] = useState(0);
  const [shown, setShown] = useState<number | null>(null);
  const check = usePreviewImport();
  const doImport = useImportFile();
  const list = useImports(pageIndex, PAGE_SIZE);

  const choose = (next: File | null) => {
    setFile(next);
    setPreview(null);
    setRefused([]);
    if (next) {
      check.mutate(next, { onSuccess: setPreview });
    }
  };

  const run = () => {
    if (!file) return;
    doImport.mutate(file, {
      onSuccess: (r) => {
        notifySuccess(
          r.alreadyImported
            ? t('statements:imports.alreadyDone', { id: r.import.id, by: r.import.importedBy })
            : t('statements:imports.done', { count: r.import.rowCount, entries: r.entriesPosted }),
        );
        setFile(null);
        setPreview(null);
        setPageIndex(0);
      },
      onError: (error) => {
        setRefused(errorsOf(error));
      },
    });
  };

  const errors = refused.length ? refused : (preview?.errors ?? []);
  const canImport = !!preview && preview.errors.length === 0 && refused.length === 0;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('statements:imports.title')}</Title>
        <Text c="dimmed">{t('statements:imports.intro')}</Text>
      </div>

      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('statements:imports.uploadTitle')}
          </Title>
          <Text size="sm">
            {t('statements:imports.format')}{' '}
            <Code>bill_date, member_code, opening, bill_amount, received, closing</Code>
          </Text>
          <Text size="sm" c="dimmed">
            {t('statements:imports.formatHint')}
          </Text>
          <FileInput
            label={t('statements:imports.file')}
            clearButtonProps={{ 'aria-label': t('statements:imports.clear') }}
            accept=".csv,text/csv"
            value={file}
            onChange={choose}
            clearable
            leftSection={<IconFileTypeCsv size={18} />}
            maw={480}
          />
          {check.isPending && <Skeleton h={80} />}
          {preview && (
            <Stack gap="sm" data-testid="import-preview">
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                <Fact
                  label={t('statements:imports.period')}
                  value={preview.period ? f.month(preview.period) : '—'}
                />
                <Fact label={t('statements:imports.rows')} value={String(preview.rows.length)} />
                <Fact
                  label={t('statements:imports.totalBilled')}
                  value={f.money(preview.totalBilled)}
                />
                <Fact
                  label={t('statements:imports.totalReceived')}
                  value={f.money(preview.totalReceived)}
                />
              </SimpleGrid>
              {preview.alreadyImported && (
                <Alert
                  color="yellow"
                  icon={<IconInfoCircle size={20} />}
                  data-testid="already-imported"
                >
                  {t('statements:imports.alreadyText', {
                    id: preview.alreadyImported.id,
                    by: preview.alreadyImported.importedBy,
                    at: f.dateTime(preview.alreadyImported.importedAt),
                  })}
                </Alert>
              )}
            </Stack>
          )}
          {errors.length > 0 && <ErrorsList errors={errors} />}
          {preview && preview.rows.length > 0 && (
            <ImportRowsTable rows={preview.rows} caption={t('statements:imports.previewLabel')} />
          )}
          <Group>
            <Button
              leftSection={<IconFileImport size={18} />}
              onClick={run}
              disabled={!canImport}
              loading={doImport.isPending}
            >
              {preview?.alreadyImported
                ? t('statements:imports.importAgain')
                : t('statements:imports.import', { count: preview?.rows.length ?? 0 })}
            </Button>
            {preview && canImport && !preview.alreadyImported && (
              <Text size="sm" c="dimmed">
                <IconCheck size={14} style={{ verticalAlign: 'middle' }} />{' '}
                {t('statements:imports.ready')}
              </Text>
            )}
          </Group>
        </Stack>
      </Card>

      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('statements:imports.pastTitle')}
        </Title>
        {list.isPending ? (
          <Skeleton h={200} />
        ) : (
          <TableScroll minWidth={820} label={t('statements:imports.pastLabel')}>
            <Table
              striped
              highlightOnHover
              withTableBorder
              verticalSpacing="xs"
              aria-label={t('statements:imports.pastLabel')}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('statements:imports.importedAt')}</Table.Th>
                  <Table.Th>{t('statements:imports.file')}</Table.Th>
                  <Table.Th>{t('statements:imports.period')}</Table.Th>
                  <Table.Th>{t('statements:imports.rows')}</Table.Th>
                  <Table.Th>{t('statements:imports.totalBilled')}</Table.Th>
                  <Table.Th>{t('statements:imports.by')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('statements:imports.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(list.data?.items ?? []).length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <Text c="dimmed" ta="center" py="md">
                        {t('statements:imports.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  list.data!.items.map((i) => (
                    <Table.Tr key={i.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {f.dateTime(i.importedAt)}
                      </Table.Td>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{i.fileName}</Table.Td>
                      <Table.Td>
                        <Badge variant="default">{f.month(i.period)}</Badge>
                      </Table.Td>
                      <Table.Td>{i.rowCount}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{f.money(i.totalBilled)}</Table.Td>
                      <Table.Td>{i.importedBy}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          leftSection={<IconEye size={14} />}
                          onClick={() => setShown(i.id)}
                          aria-label={t('statements:imports.viewOne', { file: i.fileName })}
                        >
                          {t('statements:imports.view')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        <Pager
          mt="md"
          pageCount={list.data?.pageCount ?? 0}
          pageIndex={pageIndex}
          onPageIndexChange={setPageIndex}
          aria-label={t('statements:imports.pagination')}
        />
      </Card>
      <PastImport id={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="xs">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Card>
  );
}
