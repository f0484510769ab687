import type { NewsPost } from '@club/contracts';
import { NEWS_AUDIENCES, NEWS_STATUSES } from '@club/contracts/core';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { CatalogFormModal } from '../../../components/admin-form-dialog';
import { ConfirmDelete, useDelete, type DeleteTexts } from '../../../components/confirm-delete';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filter-bar';
import { ListHeader } from '../../../components/list-header';
import { useListState } from '../../../components/list-kit';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { StatusBadge } from '../../../components/status-badge';
import { notifySuccess } from '../../../lib/notify';
import { useWidthAtLeast } from '../../../lib/viewport';
import { useClubFormat, usePageTitle } from '../../settings';
import { useDeleteNewsPost, useNewsPosts, useSetNewsStatus } from '../api/admin';
import { AUDIENCE_KEYS, NEWS_STATUS_FAMILY, STATUS_KEYS } from '../components/labels';
import { NewsForm } from '../components/news-form';
import { publishingActions } from '../components/publishing-actions';

const DELETE_TEXTS: DeleteTexts = {
  title: 'news:admin.delete.title',
  text: 'news:admin.delete.text',
  deleted: 'news:admin.delete.deleted',
};

/**
 * The editors' news (/admin/content/news): every post, filtered by status and readers and
 * searched (in the address); a post is written and changed in a dialog, published and taken
 * back to a draft, opened as readers see it, deleted.
 */
export default function NewsAdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('news:admin.title'));
  const wide = useWidthAtLeast(768, true);
  const fmt = useClubFormat();
  const list = useListState({
    filters: {
      status: { values: NEWS_STATUSES },
      audience: { values: NEWS_AUDIENCES },
      term: {},
    },
  });
  const term = list.filters.term ?? '';
  const { data, isFetching } = useNewsPosts({
    status: list.filters.status ?? undefined,
    audience: list.filters.audience ?? undefined,
    term: term.length > 1 ? term : undefined,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  });
  const [editing, setEditing] = useState<NewsPost | 'new' | null>(null);
  const remove = useDelete(useDeleteNewsPost(), DELETE_TEXTS);
  const setStatus = useSetNewsStatus();

  const toggle = (post: NewsPost) => {
    const status = post.status === 'Published' ? 'Draft' : 'Published';
    setStatus.mutate(
      { id: post.id, status, version: post.version },
      {
        onSuccess: () =>
          notifySuccess(
            t(status === 'Published' ? 'news:admin.published' : 'news:admin.unpublished', {
              title: post.title,
            }),
          ),
      },
    );
  };

  return (
    <Stack gap="md">
      <ListHeader
        title={t('news:admin.title')}
        intro={t('news:admin.intro')}
        add={{ label: t('news:admin.add'), onClick: () => setEditing('new') }}
      />
      <FilterBar cols={{ base: 1, sm: 3 }}>
        <SelectFilter
          label={t('news:admin.filter.status')}
          placeholder={t('news:admin.filter.anyStatus')}
          data={NEWS_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) }))}
          value={list.filters.status}
          onChange={(v) => list.setFilters({ status: v })}
        />
        <SelectFilter
          label={t('news:admin.filter.audience')}
          placeholder={t('news:admin.filter.anyAudience')}
          data={NEWS_AUDIENCES.map((s) => ({ value: s, label: t(AUDIENCE_KEYS[s]) }))}
          value={list.filters.audience}
          onChange={(v) => list.setFilters({ audience: v })}
        />
        <SearchFilter
          label={t('news:admin.filter.search')}
          placeholder={t('news:admin.filter.searchPlaceholder')}
          value={list.filters.term}
          onChange={(v) => list.setFilters({ term: v })}
        />
      </FilterBar>
      <ListTable<NewsPost>
        aria-label={t('news:admin.title')}
        list={list}
        data={data}
        fetching={isFetching}
        empty={t('news:admin.empty')}
        idAccessor="id"
        columns={[
          {
            accessor: 'title',
            title: t('news:admin.col.title'),
            render: (post) => (
              <div>
                <Text size="sm" fw={500}>
                  {post.title}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  /news/{post.slug}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'audience',
            title: t('news:admin.col.audience'),
            render: (post) => t(AUDIENCE_KEYS[post.audience]),
          },
          {
            accessor: 'publishedAt',
            title: t('news:admin.col.published'),
            hidden: !wide,
            render: (post) => (post.publishedAt ? fmt.date(post.publishedAt) : '—'),
          },
          {
            accessor: 'authorName',
            title: t('news:admin.col.author'),
            hidden: !wide,
            render: (post) => post.authorName ?? '—',
          },
          {
            accessor: 'status',
            title: t('news:admin.col.status'),
            render: (post) => <StatusBadge family={NEWS_STATUS_FAMILY} status={post.status} />,
          },
          {
            accessor: 'actions',
            title: t('news:admin.col.actions'),
            render: (post) => (
              <RowActions
                actions={publishingActions({
                  published: post.status === 'Published',
                  labels: {
                    publish: t('news:admin.publishOne', { title: post.title }),
                    unpublish: t('news:admin.unpublishOne', { title: post.title }),
                    view: t('news:admin.viewOne', { title: post.title }),
                    edit: t('news:admin.editOne', { title: post.title }),
                    delete: t('news:admin.deleteOne', { title: post.title }),
                  },
                  toggling: setStatus.isPending && setStatus.variables?.id === post.id,
                  onToggle: () => toggle(post),
                  viewTo:
                    post.audience === 'public'
                      ? paths.newsPost(post.slug)
                      : paths.memberNewsPost(post.slug),
                  onEdit: () => setEditing(post),
                  onDelete: () => remove.ask(post.id, post.title),
                })}
              />
            ),
          },
        ]}
      />
      <CatalogFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        record={editing === 'new' ? null : editing}
        title={t(editing === 'new' ? 'news:admin.addTitle' : 'news:admin.editTitle')}
        closeLabel={t('news:admin.cancel')}
        size="xl"
        fullScreen={!wide}
      >
        {editing !== null && (
          <NewsForm
            post={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </CatalogFormModal>
      <ConfirmDelete {...remove.dialog} />
    </Stack>
  );
}
