import { FEEDBACK_SORTS, type FeedbackSummary } from '@club/contracts';
import { Anchor, Group, Stack, Text, type MantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useListState } from '../../../../components/list-kit';
import { ListTable } from '../../../../components/list-table';
import { paths } from '../../../../app/paths';
import { useClubFormat } from '../../../settings';
import { useFeedbackList, type StaffFeedbackParams } from '../../api/staff/get-feedback-list';
import { FeedbackStatusBadge, OverdueBadge } from './feedback-badges';
import { FEEDBACK_FILTERS, FeedbackFilters } from './feedback-filters';
import { CATEGORY_KEYS } from './labels';

const wide = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
const wider = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.md})`;

/** What is due next of a feedback: the first reply, the resolution, or nothing (settled). */
function dueOf(f: FeedbackSummary): { kind: 'reply' | 'resolution'; at: string } | null {
  if (f.status === 'resolved' || f.status === 'closed') return null;
  if (f.firstReplyAt === null) return { kind: 'reply', at: f.firstReplyDueAt };
  return { kind: 'resolution', at: f.resolutionDueAt };
}

/**
 * The office's feedback, server-paged and sorted, with its filters in the address: the number
 * opening its page, the member, the subject and category, when it came, what is due next and
 * by when (marked when overdue), the assignee and the status.
 */
export function FeedbackTable() {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const navigate = useNavigate();
  const list = useListState({
    filters: FEEDBACK_FILTERS,
    sort: { keys: FEEDBACK_SORTS, by: 'createdAt', dir: 'desc' },
  });
  const set = Object.fromEntries(
    Object.entries(list.filters).filter(([, v]) => v !== null),
  ) as StaffFeedbackParams;
  const { data, isFetching } = useFeedbackList({
    ...set,
    sortBy: list.sortBy,
    sortDir: list.sortDir,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  });

  return (
    <Stack gap="md">
      <FeedbackFilters list={list} />
      <ListTable<FeedbackSummary>
        aria-label={t('feedback-admin:list.tableLabel')}
        list={list}
        data={data}
        fetching={isFetching}
        empty={t('feedback-admin:list.empty')}
        sortable
        idAccessor="id"
        onRowClick={(f) => void navigate(paths.feedbackAdminDetail(f.id))}
        columns={[
          {
            accessor: 'id',
            title: t('feedback-admin:list.number'),
            noWrap: true,
            render: (f) => (
              <Anchor
                component={Link}
                to={paths.feedbackAdminDetail(f.id)}
                onClick={(e) => e.stopPropagation()}
              >
                {t('feedback-admin:list.open', { id: f.id })}
              </Anchor>
            ),
          },
          {
            accessor: 'memberName',
            title: t('feedback-admin:list.member'),
            render: (f) => (
              <div>
                <Text size="sm">{f.memberName}</Text>
                <Text size="xs" c="dimmed">
                  {f.memberCode}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'category',
            title: t('feedback-admin:list.subject'),
            sortable: true,
            render: (f) => (
              <div>
                <Text size="sm">{f.subject}</Text>
                <Text size="xs" c="dimmed">
                  {t(CATEGORY_KEYS[f.category])}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'createdAt',
            title: t('feedback-admin:list.received'),
            sortable: true,
            noWrap: true,
            visibleMediaQuery: wider,
            render: (f) => fmt.dateTime(f.createdAt),
          },
          {
            accessor: 'firstReplyDueAt',
            title: t('feedback-admin:list.due'),
            sortable: true,
            render: (f) => {
              const due = dueOf(f);
              return (
                <Stack gap={4} align="flex-start">
                  <Text size="sm" c={due ? undefined : 'dimmed'}>
                    {due
                      ? t(
                          due.kind === 'reply'
                            ? 'feedback-admin:list.replyDue'
                            : 'feedback-admin:list.resolutionDue',
                          { at: fmt.timeOrDateTime(due.at) },
                        )
                      : t('feedback-admin:list.done')}
                  </Text>
                  {f.overdue && <OverdueBadge />}
                </Stack>
              );
            },
          },
          {
            accessor: 'assigneeName',
            title: t('feedback-admin:list.assignee'),
            visibleMediaQuery: wide,
            render: (f) =>
              f.assigneeId === null ? (
                <Text size="sm" c="dimmed">
                  {t('feedback-admin:list.unassigned')}
                </Text>
              ) : (
                f.assigneeName
              ),
          },
          {
            accessor: 'status',
            title: t('feedback-admin:list.status'),
            sortable: true,
            render: (f) => (
              <Group gap={4}>
                <FeedbackStatusBadge status={f.status} />
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}
