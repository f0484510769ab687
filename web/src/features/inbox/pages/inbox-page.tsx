import { INBOX_FOLDERS, INBOX_TAGS } from '@club/contracts/core';
import { Checkbox, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filter-bar';
import { useListState } from '../../../components/list-kit';
import { CardList } from '../../../components/list-pager';
import { QueryStates } from '../../../components/query-states';
import { useWidthAtLeast } from '../../../lib/viewport';
import { usePageTitle } from '../../settings';
import { useInbox } from '../api/get-inbox';
import { InboxCard } from '../components/inbox-card';
import { INBOX_FOLDER_KEYS, INBOX_TAG_KEYS } from '../components/labels';

const YES = ['true'] as const;

/**
 * /apps/mailbox (SPEC.md §7 mailbox): the member's messages, one folder at a time (Inbox,
 * Sent, Spam, Trash), newest first, a page at a time, searched and filtered by starred,
 * important and a tag (all kept in the address); each card opens its message and carries its
 * actions (star, important, tags, move, restore).
 */
export default function InboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('inbox:title'));
  const wide = useWidthAtLeast(768, true);
  const list = useListState({
    filters: {
      folder: { values: INBOX_FOLDERS, default: 'inbox' },
      starred: { values: YES },
      important: { values: YES },
      tag: { values: INBOX_TAGS },
      term: {},
    },
  });
  const { folder, starred, important, tag, term } = list.filters;
  const page = useInbox({
    folder: folder ?? 'inbox',
    ...(starred ? { starred } : {}),
    ...(important ? { important } : {}),
    ...(tag ? { tag } : {}),
    ...(term ? { term } : {}),
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  });
  const items = page.data?.items ?? [];
  const unread = page.data?.unread ?? 0;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('inbox:title')}</Title>
        <Text c="dimmed">{t('inbox:intro')}</Text>
      </div>
      <Stack gap={4}>
        <Text id="inbox-folder-label" size="sm" fw={500}>
          {t('inbox:folders.label')}
        </Text>
        <SegmentedControl
          aria-labelledby="inbox-folder-label"
          data-testid="inbox-folders"
          fullWidth
          orientation={wide ? 'horizontal' : 'vertical'}
          value={folder ?? 'inbox'}
          onChange={(v) => list.setFilters({ folder: v as (typeof INBOX_FOLDERS)[number] })}
          data={INBOX_FOLDERS.map((f) => ({
            value: f,
            label:
              f === 'inbox' && unread > 0
                ? `${t(INBOX_FOLDER_KEYS[f])} (${unread})`
                : t(INBOX_FOLDER_KEYS[f]),
          }))}
        />
        {unread > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('inbox:list.unreadCount', { count: unread })}
          </Text>
        )}
      </Stack>
      <FilterBar cols={{ base: 1, sm: 2, lg: 3 }}>
        <SearchFilter
          label={t('inbox:filters.search')}
          placeholder={t('inbox:filters.searchPlaceholder')}
          value={term}
          onChange={(v) => list.setFilters({ term: v })}
        />
        <SelectFilter
          label={t('inbox:filters.tag')}
          placeholder={t('inbox:filters.allTags')}
          data={INBOX_TAGS.map((x) => ({ value: x, label: t(INBOX_TAG_KEYS[x]) }))}
          value={tag}
          onChange={(v) => list.setFilters({ tag: v })}
        />
        <Group gap="lg" align="flex-end" pb={6}>
          <Checkbox
            label={t('inbox:filters.starred')}
            checked={starred === 'true'}
            onChange={(e) => list.setFilters({ starred: e.currentTarget.checked ? 'true' : null })}
          />
          <Checkbox
            label={t('inbox:filters.important')}
            checked={important === 'true'}
            onChange={(e) =>
              list.setFilters({ important: e.currentTarget.checked ? 'true' : null })
            }
          />
        </Group>
      </FilterBar>
      <QueryStates
        query={page}
        loadingLabel={t('inbox:list.loading')}
        isEmpty={items.length === 0 && list.pageIndex === 0}
        empty={
          <EmptyState icon={<IconMail size={22} aria-hidden />} title={t('inbox:list.empty')} />
        }
      >
        <CardList
          label={t('inbox:list.label')}
          busy={page.isFetching && page.isPlaceholderData}
          list={list}
          pagesLabel={t('inbox:list.pagesLabel')}
          perPageLabel={t('inbox:list.perPage')}
          pageCount={page.data?.pageCount ?? 0}
          total={page.data?.total ?? 0}
        >
          {items.map((m) => (
            <InboxCard key={m.id} item={m} />
          ))}
        </CardList>
      </QueryStates>
    </Stack>
  );
}
