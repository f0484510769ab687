import { MEMBER_CSV_COLUMNS, type ImportPreviewResponse } from '@club/contracts';
import {
  Alert,
  Button,
  Code,
  FileInput,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useCommitImport } from '../api/commit-import';
import { usePreviewImport } from '../api/preview-import';

/** Import members from CSV: choose a file, see every row error, then import all or nothing. */
export function ImportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const preview = usePreviewImport();
  const commit = useCommitImport();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ImportPreviewResponse | null>(null);
  const [fileErrors, setFileErrors] = useState<string[]>([]);

  const close = () => {
    setFile(null);
    setResult(null);
    setFileErrors([]);
    preview.reset();
    onClose();
  };

  const choose = (f: File | null) => {
    setFile(f);
    setResult(null);
    setFileErrors([]);
    if (!f) return;
    preview.mutate(f, {
      onSuccess: setResult,
      onError: (e) =>
        setFileErrors(
          isApiError(e) ? (e.problem.errors?.map((x) => x.message) ?? [e.problem.detail]) : [],
        ),
    });
  };

  const ok = result !== null && result.errors.length === 0 && result.valid > 0;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('members:import.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('members:close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('members:import.intro')}</Text>
        <Text size="xs" c="dimmed">
          {t('members:import.columns')} <Code>{MEMBER_CSV_COLUMNS.join(',')}</Code>
        </Text>
        <FileInput
          label={t('members:import.file')}
          accept=".csv,text/csv"
          clearable
          clearButtonProps={{
            'aria-label': t('members:manage.clearField', { field: t('members:import.file') }),
          }}
          leftSection={<IconFileTypeCsv size={16} />}
          value={file}
          onChange={choose}
          data-autofocus
        />
        {preview.isPending && <Text size="sm">{t('members:import.checking')}</Text>}
        {fileErrors.length > 0 && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} />}
            title={t('members:import.badFile')}
          >
            <Stack gap={2}>
              {fileErrors.map((m) => (
                <Text size="sm" key={m}>
                  {m}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {result && (
          <>
            <Alert
              color={result.errors.length ? 'red' : 'green'}
              icon={
                result.errors.length ? (
                  <IconAlertTriangle size={18} />
                ) : (
                  <IconCircleCheck size={18} />
                )
              }
              role="status"
            >
              {result.errors.length
                ? t('members:import.hasErrors', {
                    rows: result.rows,
                    errors: result.errors.length,
                  })
                : t('members:import.ready', { rows: result.rows })}
            </Alert>
            {result.errors.length > 0 && (
              <ScrollArea.Autosize mah={260}>
                <Table striped withTableBorder aria-label={t('members:import.errorsTable')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('members:import.line')}</Table.Th>
                      <Table.Th>{t('members:import.column')}</Table.Th>
                      <Table.Th>{t('members:import.problem')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.errors.map((e, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>{e.line}</Table.Td>
                        <Table.Td>{e.field}</Table.Td>
                        <Table.Td>
                          {e.key && e.key.startsWith('validation.')
                            ? translateMessage(e.key)
                            : e.message}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
            {result.members.length > 0 && (
              <ScrollArea.Autosize mah={220}>
                <Table withTableBorder aria-label={t('members:import.rowsTable')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('members:import.line')}</Table.Th>
                      <Table.Th>{t('members:fields.code')}</Table.Th>
                      <Table.Th>{t('members:fields.name')}</Table.Th>
                      <Table.Th>{t('members:fields.email')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.members.slice(0, 50).map((m) => (
                      <Table.Tr key={m.line}>
                        <Table.Td>{m.line}</Table.Td>
                        <Table.Td>{m.code}</Table.Td>
                        <Table.Td>{m.name}</Table.Td>
                        <Table.Td>{m.email ?? t('common.notAvailable')}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('members:cancel')}
          </Button>
          <Button
            disabled={!ok || !file}
            loading={commit.isPending}
            onClick={() =>
              file &&
              commit.mutate(file, {
                onSuccess: (r) => {
                  notifySuccess(
                    t('members:import.done', { imported: r.imported, mailed: r.mailed }),
                  );
                  close();
                },
              })
            }
          >
            {t('members:import.submit', { count: result?.valid ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
