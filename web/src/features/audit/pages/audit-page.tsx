import type { AuditEntry, AuditListQuery } from '@club/contracts';
import {
  Anchor,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { DataTable } from '../../../components/data-table';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../components/list-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useClubFormat, usePageTitle } from '../../settings';
import { useAudit, useAuditFacets } from '../api/get-audit';
import { actionKey, entityKey } from '../components/audit-labels';
import { ChangeTable } from '../components/change-table';
import { paths } from '../../../app/paths';

type Filter = 'entity' | 'action' | 'actor' | 'entityId' | 'from' | 'to' | 'term';

/** /admin/audit: who did what (and for whom), with before and after. */
export default function AuditPage() {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  usePageTitle(t('audit:title'));
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [expanded, setExpanded] = useState<number[]>([]);
  const value = (k: Filter) => params.get(k) ?? '';
  const set = (k: Filter, v: string | null) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    setParams(next, { replace: true });
    setPage(1);
  };
  const [actor] = useDebouncedValue(value('actor').trim(), 300);
  const [term] = useDebouncedValue(value('term').trim(), 300);
  const dateOk = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

  const query: AuditListQuery = {
    pageIndex: page - 1,
    pageSize,
    sortDir: 'desc',
    ...(value('entity') ? { entity: value('entity') } : {}),
    ...(value('action') ? { action: value('action') } : {}),
    ...(value('entityId') ? { entityId: value('entityId') } : {}),
    ...(actor ? { actor } : {}),
    ...(term ? { term } : {}),
    ...(dateOk(value('from')) ? { from: value('from') } : {}),
    ...(dateOk(value('to')) ? { to: value('to') } : {}),
  };
  const { data, isFetching } = useAudit(query);
  const facets = useAuditFacets().data;
  const actionText = (action: string) => {
    const key = actionKey(action);
    return key ? t(key) : action;
  };
  const entityText = (entity: string) => {
    const key = entityKey(entity);
    return key ? t(key) : entity;
  };
  const choices = (values: string[] | undefined, text: (v: string) => string) =>
    (values ?? [])
      .map((value) => ({ value, label: text(value) }))
      .sort((x, y) => x.label.localeCompare(y.label));
  const who = (w: AuditEntry['actor']) => (w ? `${w.name} (${w.code})` : t('audit:system'));

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('audit:title')}</Title>
        <Text c="dimmed">{t('audit:intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <TextInput
          label={t('audit:search')}
          leftSection={<IconSearch size={16} />}
          value={value('term')}
          onChange={(e) => set('term', e.currentTarget.value)}
        />
        <Select
          label={t('audit:entity')}
          placeholder={t('members:manage.all')}
          clearable
          clearButtonProps={{
            'aria-label': t('members:manage.clearField', { field: t('audit:entity') }),
          }}
          data={choices(facets?.entities, entityText)}
          value={value('entity') || null}
          onChange={(v) => set('entity', v)}
        />
        <Select
          label={t('audit:action')}
          placeholder={t('members:manage.all')}
          clearable
          clearButtonProps={{
            'aria-label': t('members:manage.clearField', { field: t('audit:action') }),
          }}
          searchable
          data={choices(facets?.actions, actionText)}
          value={value('action') || null}
          onChange={(v) => set('action', v)}
        />
        <TextInput
          label={t('audit:actor')}
          description={t('audit:actorHint')}
          value={value('actor')}
          onChange={(e) => set('actor', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('audit:from')}
          value={value('from')}
          onChange={(e) => set('from', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('audit:to')}
          value={value('to')}
          onChange={(e) => set('to', e.currentTarget.value)}
        />
        <TextInput
          label={t('audit:entityId')}
          value={value('entityId')}
          onChange={(e) => set('entityId', e.currentTarget.value)}
        />
        <Group align="flex-end">
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => {
              setParams(new URLSearchParams(), { replace: true });
              setPage(1);
            }}
          >
            {t('audit:clear')}
          </Button>
        </Group>
      </SimpleGrid>

      <DataTable<AuditEntry>
        aria-label={t('audit:tableLabel')}
        withTableBorder
        striped
        minHeight={200}
        records={data?.items ?? []}
        fetching={isFetching}
        totalRecords={data?.total ?? 0}
        paginationText={({ from, to, totalRecords }) =>
          t(data?.totalCapped ? 'common.pagination.rangeMore' : 'common.pagination.range', {
            from,
            to,
            total: fmt.count(totalRecords),
          })
        }
        recordsPerPage={pageSize}
        page={page}
        onPageChange={setPage}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(n) => {
          setPageSize(n);
          setPage(1);
        }}
        noRecordsText={t('audit:empty')}
        rowExpansion={{
          allowMultiple: true,
          expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
          content: ({ record }) => (
            <Stack p="sm" gap="xs">
              <ChangeTable entry={record} label={t('audit:changesOf', { id: record.id })} />
            </Stack>
          ),
        }}
        columns={[
          { accessor: 'at', title: t('audit:at'), noWrap: true, render: (r) => fmt.dateTime(r.at) },
          { accessor: 'actor', title: t('audit:who'), render: (r) => who(r.actor) },
          {
            accessor: 'actedFor',
            title: t('audit:forMember'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (r) => (r.actedFor ? who(r.actedFor) : t('common.notAvailable')),
          },
          {
            accessor: 'action',
            title: t('audit:action'),
            render: (r) => (
              <Text size="sm" fw={500}>
                {actionText(r.action)}
              </Text>
            ),
          },
          {
            accessor: 'entity',
            title: t('audit:entity'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (r) =>
              r.entity === 'member' && r.entityId ? (
                <Anchor
                  component={Link}
                  size="sm"
                  to={paths.editMember(r.entityId)}
                  onClick={(e) => e.stopPropagation()}
                >
                  {r.subject
                    ? `${r.subject.code} · ${r.subject.name}`
                    : t('audit:memberLink', { id: r.entityId })}
                </Anchor>
              ) : (
                `${entityText(r.entity)}${r.entityId ? ` #${r.entityId}` : ''}`
              ),
          },
          {
            accessor: 'details',
            title: t('audit:details'),
            textAlign: 'right',
            // On phones a tap on the row shows the changes.
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (r) => (
              <Button
                size="compact-xs"
                variant="subtle"
                color="dark"
                aria-expanded={expanded.includes(r.id)}
                onClick={(e) => {
                  e.stopPropagation();
                  setExpanded((x) =>
                    x.includes(r.id) ? x.filter((i) => i !== r.id) : [...x, r.id],
                  );
                }}
              >
                {expanded.includes(r.id) ? t('audit:hide') : t('audit:show')}
              </Button>
            ),
          },
        ]}
      />
    </Stack>
  );
}
