import type { AuditEntry, AuditListQuery } from '@club/contracts';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '../../../components/filter-bar';
import { ISO_DAY, PAGE_SIZES, useListState } from '../../../components/list-kit';
import { useClubFormat, usePageTitle } from '../../settings';
import { useAudit, useAuditFacets } from '../api/get-audit';
import { actionKey, entityKey } from '../components/audit-labels';
import { ChangeTable } from '../components/change-table';
import { paths } from '../../../app/paths';

/** The filters, each kept in the address under its own name. */
const FILTERS = {
  term: {},
  entity: {},
  action: {},
  actor: {},
  entityId: {},
  from: { pattern: ISO_DAY },
  to: { pattern: ISO_DAY },
};

/** /admin/audit: who did what (and for whom), with before and after. */
export default function AuditPage() {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  usePageTitle(t('audit:title'));
  const list = useListState({ filters: FILTERS });
  const { term, entity, action, actor, entityId, from, to } = list.filters;
  // "Clear filters" draws the filters anew: a search field forgets what was typed.
  const [cleared, setCleared] = useState(0);
  const [expanded, setExpanded] = useState<number[]>([]);

  const query: AuditListQuery = {
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
    sortDir: 'desc',
    ...(entity ? { entity } : {}),
    ...(action ? { action } : {}),
    ...(entityId ? { entityId } : {}),
    ...(actor ? { actor } : {}),
    ...(term ? { term } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
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
      <FilterBar key={cleared} cols={{ base: 1, xs: 2, md: 4 }}>
        <SearchFilter
          label={t('audit:search')}
          placeholder=""
          value={term}
          onChange={(v) => list.setFilters({ term: v })}
        />
        <SelectFilter
          label={t('audit:entity')}
          placeholder={t('members:manage.all')}
          data={choices(facets?.entities, entityText)}
          value={entity}
          onChange={(v) => list.setFilters({ entity: v })}
        />
        <SelectFilter
          label={t('audit:action')}
          placeholder={t('members:manage.all')}
          searchable
          data={choices(facets?.actions, actionText)}
          value={action}
          onChange={(v) => list.setFilters({ action: v })}
        />
        <SearchFilter
          label={t('audit:actor')}
          placeholder={t('audit:actorHint')}
          value={actor}
          onChange={(v) => list.setFilters({ actor: v })}
        />
        <DateFilter
          label={t('audit:from')}
          value={from}
          onChange={(v) => list.setFilters({ from: v })}
        />
        <DateFilter label={t('audit:to')} value={to} onChange={(v) => list.setFilters({ to: v })} />
        <SearchFilter
          label={t('audit:entityId')}
          placeholder=""
          value={entityId}
          onChange={(v) => list.setFilters({ entityId: v })}
        />
        <Group align="flex-end">
          <Button
            variant="default"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => {
              list.setFilters(Object.fromEntries(Object.keys(FILTERS).map((k) => [k, null])));
              setCleared((n) => n + 1);
            }}
          >
            {t('audit:clear')}
          </Button>
        </Group>
      </FilterBar>

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
        recordsPerPage={list.pageSize}
        page={list.page}
        onPageChange={list.setPage}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={list.setPageSize}
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
