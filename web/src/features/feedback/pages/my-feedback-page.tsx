import { FEEDBACK_STATUSES } from '@club/contracts/core';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FilterBar, SelectFilter } from '../../../components/filter-bar';
import { useListState } from '../../../components/list-kit';
import { CardList } from '../../../components/list-pager';
import { QueryStates } from '../../../components/query-states';
import { useWidthAtLeast } from '../../../lib/viewport';
import { usePageTitle } from '../../settings';
import { useMyFeedbackList } from '../api/get-my-feedback';
import { FeedbackCard } from '../components/feedback-card';
import { FEEDBACK_STATUS_KEYS } from '../components/labels';
import { NewFeedbackForm, parseFeedbackLink } from '../components/new-feedback-form';

/** The address's name of the thing a new feedback is about (`?link=order:123`). */
const LINK = 'link';

/**
 * member/feedbacks/FeedBacksList ("My Feedback"): the member's feedback, newest first, a page
 * at a time, filtered by status (both in the address), each with its subject, category, what
 * it is about, its last activity and status, and a link to the conversation. "New feedback"
 * opens the form; `?link=order:123` (the "Give feedback" of an order or booking page) opens it
 * already linked.
 */
export default function MyFeedbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('feedback:title'));
  const wide = useWidthAtLeast(768, true);
  const list = useListState({ filters: { status: { values: FEEDBACK_STATUSES } } });
  const [params, setParams] = useSearchParams();
  const linked = parseFeedbackLink(params.get(LINK));
  const [opened, setOpened] = useState(params.has(LINK));
  const page = useMyFeedbackList({
    status: list.filters.status ?? undefined,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  });
  const items = page.data?.items ?? [];

  const close = () => {
    setOpened(false);
    if (params.has(LINK))
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(LINK);
          return next;
        },
        { replace: true },
      );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1}>{t('feedback:title')}</Title>
          <Text c="dimmed">{t('feedback:intro')}</Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
          {t('feedback:newFeedback')}
        </Button>
      </Group>
      <FilterBar>
        <SelectFilter
          label={t('feedback:list.statusFilter')}
          placeholder={t('feedback:list.allStatuses')}
          data={FEEDBACK_STATUSES.map((s) => ({ value: s, label: t(FEEDBACK_STATUS_KEYS[s]) }))}
          value={list.filters.status}
          onChange={(status) => list.setFilters({ status })}
        />
      </FilterBar>
      <QueryStates
        query={page}
        loadingLabel={t('feedback:list.loading')}
        isEmpty={items.length === 0 && list.pageIndex === 0}
        empty={
          <EmptyState
            icon={<IconMessageCircle size={22} aria-hidden />}
            title={t('feedback:list.empty')}
          />
        }
      >
        <CardList
          label={t('feedback:list.tableLabel')}
          busy={page.isFetching && page.isPlaceholderData}
          list={list}
          pagesLabel={t('feedback:list.pagesLabel')}
          perPageLabel={t('feedback:list.perPage')}
          pageCount={page.data?.pageCount ?? 0}
          total={page.data?.total ?? 0}
        >
          {items.map((f) => (
            <FeedbackCard key={f.id} item={f} />
          ))}
        </CardList>
      </QueryStates>
      <Modal
        opened={opened}
        onClose={close}
        title={t('feedback:form.title')}
        size="lg"
        fullScreen={!wide}
        closeButtonProps={{ 'aria-label': t('feedback:form.cancel') }}
      >
        <NewFeedbackForm
          key={params.get(LINK) ?? ''}
          initialLink={linked}
          onDone={close}
          onCancel={close}
        />
      </Modal>
    </Stack>
  );
}
