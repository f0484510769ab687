import type { ProfileRequest } from '@club/contracts';
import { PROFILE_REQUEST_STATUSES } from '@club/contracts/core';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filter-bar';
import { FORM_STYLE } from '../../../components/form-style';
import { ListHeader } from '../../../components/list-header';
import { useListState } from '../../../components/list-kit';
import { ListTable } from '../../../components/list-table';
import { StatusBadge } from '../../../components/status-badge';
import { translateMessage } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useWidthAtLeast } from '../../../lib/viewport';
import { useClubFormat, usePageTitle } from '../../settings';
import { useApprovals, useDecideRequest } from '../api/approvals';
import { KIND_KEYS, REQUEST_STATUS_FAMILY, STATUS_KEYS, useChangeText } from '../components/labels';

/**
 * admin/member/approvals: the members' changes waiting for the office (Pending first, by
 * default), filtered by status, searched by member code or name, a page at a time (all in the
 * address). Approve applies the change to the member's record; Reject asks for the reason
 * the member reads.
 */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  usePageTitle(t('profile:approvals.title'));
  const fmt = useClubFormat();
  const wide = useWidthAtLeast(768, true);
  const changeText = useChangeText();
  const list = useListState({
    filters: { status: { values: PROFILE_REQUEST_STATUSES, default: 'Pending' }, term: {} },
  });
  const term = list.filters.term ?? '';
  const { data, isFetching } = useApprovals({
    status: list.filters.status ?? undefined,
    term: term.length > 1 ? term : undefined,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  });
  const decide = useDecideRequest();
  const [rejecting, setRejecting] = useState<ProfileRequest | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const what = (r: ProfileRequest) => `${t(KIND_KEYS[r.kind])}: ${changeText(r)}`;

  const approve = (r: ProfileRequest) =>
    decide.mutate(
      { id: r.id },
      { onSuccess: () => notifySuccess(t('profile:approvals.approved')) },
    );

  const openReject = (r: ProfileRequest) => {
    setReason('');
    setReasonError(null);
    setRejecting(r);
  };

  const submitReject = () => {
    if (!rejecting) return;
    const text = reason.trim();
    if (!text) {
      setReasonError(translateMessage('validation.required'));
      return;
    }
    decide.mutate(
      { id: rejecting.id, reject: { reason: text } },
      {
        onSuccess: () => {
          notifySuccess(t('profile:approvals.rejected'));
          setRejecting(null);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <ListHeader title={t('profile:approvals.title')} intro={t('profile:approvals.intro')} />
      <FilterBar cols={{ base: 1, sm: 2 }}>
        <SelectFilter
          label={t('profile:approvals.status')}
          placeholder={t('profile:approvals.anyStatus')}
          data={PROFILE_REQUEST_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) }))}
          value={list.filters.status}
          onChange={(v) => list.setFilters({ status: v })}
        />
        <SearchFilter
          label={t('profile:approvals.search')}
          placeholder={t('profile:approvals.searchPlaceholder')}
          value={list.filters.term}
          onChange={(v) => list.setFilters({ term: v })}
        />
      </FilterBar>
      <ListTable<ProfileRequest>
        aria-label={t('profile:approvals.title')}
        list={list}
        data={data}
        fetching={isFetching}
        empty={t('profile:approvals.empty')}
        idAccessor="id"
        columns={[
          {
            accessor: 'memberCode',
            title: t('profile:approvals.col.member'),
            render: (r) => (
              <div>
                <Text
                  size="sm"
                  fw={500}
                  component={Link}
                  to={paths.editMember(r.memberId)}
                  td="underline"
                >
                  {r.memberCode}
                </Text>
                <Text size="sm">{r.memberName}</Text>
              </div>
            ),
          },
          {
            accessor: 'kind',
            title: t('profile:approvals.col.kind'),
            render: (r) => t(KIND_KEYS[r.kind]),
          },
          {
            accessor: 'change',
            title: t('profile:approvals.col.change'),
            render: (r) => (
              <div style={{ maxWidth: '28rem' }}>
                <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {changeText(r)}
                </Text>
                {r.reason && (
                  <Text size="xs" c="dimmed">
                    {t('profile:requests.reason', { reason: r.reason })}
                  </Text>
                )}
              </div>
            ),
          },
          {
            accessor: 'createdAt',
            title: t('profile:approvals.col.asked'),
            hidden: !wide,
            render: (r) => fmt.dateTime(r.createdAt),
          },
          {
            accessor: 'status',
            title: t('profile:approvals.col.status'),
            render: (r) => (
              <Stack gap={2}>
                <StatusBadge family={REQUEST_STATUS_FAMILY} status={r.status} />
                {r.decidedByName && (
                  <Text size="xs" c="dimmed">
                    {t('profile:approvals.decidedBy', { name: r.decidedByName })}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'actions',
            title: t('profile:approvals.col.actions'),
            render: (r) =>
              r.status === 'Pending' ? (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="xs"
                    leftSection={<IconCheck size={14} aria-hidden />}
                    aria-label={t('profile:approvals.approveOne', {
                      name: r.memberName,
                      what: what(r),
                    })}
                    loading={decide.isPending && decide.variables?.id === r.id}
                    onClick={() => approve(r)}
                  >
                    {t('profile:approvals.approve')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconX size={14} aria-hidden />}
                    aria-label={t('profile:approvals.rejectOne', {
                      name: r.memberName,
                      what: what(r),
                    })}
                    onClick={() => openReject(r)}
                  >
                    {t('profile:approvals.reject')}
                  </Button>
                </Group>
              ) : null,
          },
        ]}
      />
      <Modal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={t('profile:approvals.rejectTitle')}
        fullScreen={!wide}
        closeButtonProps={{ 'aria-label': t('profile:approvals.cancel') }}
      >
        {rejecting && (
          <form
            style={FORM_STYLE}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submitReject();
            }}
          >
            <Stack gap="sm">
              <Text size="sm">
                {rejecting.memberCode} {rejecting.memberName}: {what(rejecting)}
              </Text>
              <Textarea
                label={t('profile:approvals.reason')}
                required
                autosize
                minRows={3}
                data-autofocus
                value={reason}
                error={reasonError}
                onChange={(e) => {
                  setReason(e.currentTarget.value);
                  setReasonError(null);
                }}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setRejecting(null)}>
                  {t('profile:approvals.cancel')}
                </Button>
                <Button type="submit" color="red" loading={decide.isPending}>
                  {t('profile:approvals.confirmReject')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </Stack>
  );
}
