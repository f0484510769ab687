import {
  MEMBER_SORTS,
  MEMBER_STATUSES,
  MEMBERSHIP_TYPES,
  type MemberListItem,
  type MemberListQuery,
} from '@club/contracts';
import { ActionIcon, Button, Group, Menu, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconDots,
  IconDownload,
  IconEdit,
  IconFileImport,
  IconKey,
  IconUserCog,
  IconUserPlus,
} from '@tabler/icons-react';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filter-bar';
import { useListState } from '../../../components/list-kit';
import { ListTable } from '../../../components/list-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useClubFormat, usePageTitle } from '../../settings';
import { exportUrl } from '../api/export-members';
import { useMemberList } from '../api/get-members';
import { ImportModal } from '../components/import-modal';
import { ResetPinModal, StatusModal, type MemberRef } from '../components/member-modals';
import { MemberStatusBadge } from '../components/member-status-badge';
import { MEMBER_STATUS_KEYS, MEMBERSHIP_TYPE_KEYS } from '../components/status-label';
import { PATHS, paths } from '../../../app/paths';

/** /admin/member/manageMembers: the server-paginated, sortable, searchable member list. */
export default function ManageMembersPage() {
  const { t } = useTranslation();
  usePageTitle(t('members:manage.title'));
  const fmt = useClubFormat();
  const navigate = useNavigate();
  const list = useListState({
    filters: {
      term: {},
      status: { values: MEMBER_STATUSES },
      membershipType: { values: MEMBERSHIP_TYPES },
    },
    sort: { keys: MEMBER_SORTS, by: 'code' },
  });
  const { term, status, membershipType } = list.filters;
  const [statusFor, setStatusFor] = useState<MemberRef | null>(null);
  const [pinFor, setPinFor] = useState<MemberRef | null>(null);
  const [importing, setImporting] = useState(false);

  const filters = {
    ...(term ? { term } : {}),
    ...(status ? { status } : {}),
    ...(membershipType ? { membershipType } : {}),
  };
  const query: MemberListQuery = {
    ...filters,
    sortBy: list.sortBy,
    sortDir: list.sortDir,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  };
  const { data, isFetching } = useMemberList(query);
  const date = (value: string | null, withTime = false) =>
    value ? (withTime ? fmt.dateTime(value) : fmt.date(value)) : t('common.notAvailable');
  const refOf = (m: MemberListItem): MemberRef => ({
    id: m.id,
    code: m.code,
    name: m.name,
    status: m.status,
    email: m.email,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{t('members:manage.title')}</Title>
          <Text c="dimmed">{t('members:manage.intro')}</Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to={PATHS.addMember} leftSection={<IconUserPlus size={16} />}>
            {t('members:manage.add')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} />}
            onClick={() => setImporting(true)}
          >
            {t('members:manage.import')}
          </Button>
          <Button
            variant="default"
            component="a"
            href={exportUrl(filters)}
            download
            leftSection={<IconDownload size={16} />}
          >
            {t('members:manage.export')}
          </Button>
        </Group>
      </Group>

      <FilterBar>
        <SearchFilter
          label={t('members:manage.search')}
          placeholder={t('members:manage.searchPlaceholder')}
          value={term}
          onChange={(v) => list.setFilters({ term: v })}
        />
        <SelectFilter
          label={t('members:fields.status')}
          placeholder={t('members:manage.all')}
          data={MEMBER_STATUSES.map((s) => ({ value: s, label: t(MEMBER_STATUS_KEYS[s]) }))}
          value={status}
          onChange={(v) => list.setFilters({ status: v })}
        />
        <SelectFilter
          label={t('members:fields.membershipType')}
          placeholder={t('members:manage.all')}
          data={MEMBERSHIP_TYPES.map((s) => ({ value: s, label: t(MEMBERSHIP_TYPE_KEYS[s]) }))}
          value={membershipType}
          onChange={(v) => list.setFilters({ membershipType: v })}
        />
      </FilterBar>

      <ListTable<MemberListItem>
        aria-label={t('members:manage.tableLabel')}
        list={list}
        data={data}
        fetching={isFetching}
        empty={t('members:manage.empty')}
        sortable
        onRowClick={(m) => void navigate(paths.editMember(m.id))}
        columns={[
          {
            accessor: 'code',
            title: t('members:fields.code'),
            sortable: true,
            render: (m) => (
              <Link to={paths.editMember(m.id)} onClick={(e) => e.stopPropagation()}>
                {m.code}
              </Link>
            ),
          },
          { accessor: 'name', title: t('members:fields.name'), sortable: true },
          {
            accessor: 'membershipType',
            title: t('members:fields.membershipType'),
            sortable: true,
            render: (m) => t(MEMBERSHIP_TYPE_KEYS[m.membershipType]),
          },
          {
            accessor: 'status',
            title: t('members:fields.status'),
            sortable: true,
            noWrap: true,
            render: (m) => <MemberStatusBadge status={m.status} />,
          },
          {
            // Email and mobile in one column: the list fits a laptop's width.
            accessor: 'contact',
            title: t('members:manage.contact'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
            render: (m) =>
              m.email || m.mobile ? (
                <Stack gap={0}>
                  {m.email && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {m.email}
                    </Text>
                  )}
                  {m.mobile && (
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {m.mobile}
                    </Text>
                  )}
                </Stack>
              ) : (
                t('common.notAvailable')
              ),
          },
          {
            accessor: 'joinedOn',
            title: t('members:fields.joinedOn'),
            sortable: true,
            noWrap: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (m) => date(m.joinedOn),
          },
          {
            accessor: 'lastLoginAt',
            title: t('members:fields.lastLoginAt'),
            sortable: true,
            noWrap: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.xl})`,
            render: (m) => date(m.lastLoginAt, true),
          },
          {
            accessor: 'actions',
            title: <VisuallyHidden>{t('members:manage.actions')}</VisuallyHidden>,
            textAlign: 'right',
            render: (m) => (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('members:manage.actionsFor', { code: m.code })}
                    onClick={(e) => e.stopPropagation()}
                  >
                    <IconDots size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
                  <Menu.Item
                    leftSection={<IconEdit size={16} />}
                    onClick={() => void navigate(paths.editMember(m.id))}
                  >
                    {t('members:actions.edit')}
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconUserCog size={16} />}
                    onClick={() => setStatusFor(refOf(m))}
                  >
                    {t('members:actions.status')}
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconKey size={16} />}
                    onClick={() => setPinFor(refOf(m))}
                  >
                    {t('members:actions.resetPin')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ),
          },
        ]}
      />
      <StatusModal member={statusFor} onClose={() => setStatusFor(null)} />
      <ResetPinModal member={pinFor} onClose={() => setPinFor(null)} />
      <ImportModal opened={importing} onClose={() => setImporting(false)} />
    </Stack>
  );
}
