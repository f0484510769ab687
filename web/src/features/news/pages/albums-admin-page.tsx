import type { Album } from '@club/contracts';
import { ALBUM_KINDS, NEWS_AUDIENCES, NEWS_STATUSES } from '@club/contracts/core';
import { Divider, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS, paths } from '../../../app/paths';
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
import { useAdminAlbums, useDeleteAlbum, useSetAlbumStatus } from '../api/album-admin';
import { AlbumForm } from '../components/album-form';
import { AlbumPhotos } from '../components/album-photos';
import { publishingActions } from '../components/publishing-actions';
import {
  ALBUM_KIND_KEYS,
  AUDIENCE_KEYS,
  NEWS_STATUS_FAMILY,
  STATUS_KEYS,
} from '../components/labels';

const DELETE_TEXTS: DeleteTexts = {
  title: 'news:albums.delete.title',
  text: 'news:albums.delete.text',
  deleted: 'news:albums.delete.deleted',
};

/**
 * The editors' photo albums (/admin/content/albums): every album, filtered by status, kind
 * and readers and searched (in the address), in their sort order; an album is added and changed
 * in the catalog dialog (its cover one of its photos, its place in the list), where its photos
 * are uploaded, moved, captioned (saved together) and removed; published and taken back to a draft,
 * opened as readers see it, deleted.
 */
export default function AlbumsAdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('news:albums.title'));
  const wide = useWidthAtLeast(768, true);
  const fmt = useClubFormat();
  const list = useListState({
    filters: {
      status: { values: NEWS_STATUSES },
      kind: { values: ALBUM_KINDS },
      audience: { values: NEWS_AUDIENCES },
      term: {},
    },
  });
  const { data, isFetching } = useAdminAlbums();
  const { status, kind, audience } = list.filters;
  const term = (list.filters.term ?? '').trim().toLowerCase();
  const page = useMemo(() => {
    const items = (data?.items ?? []).filter(
      (a) =>
        (!status || a.status === status) &&
        (!kind || a.kind === kind) &&
        (!audience || a.audience === audience) &&
        (term.length < 2 ||
          `${a.title} ${a.slug} ${a.eventTitle ?? ''}`.toLowerCase().includes(term)),
    );
    const from = list.pageIndex * list.pageSize;
    return data && { items: items.slice(from, from + list.pageSize), total: items.length };
  }, [data, status, kind, audience, term, list.pageIndex, list.pageSize]);
  const [editing, setEditing] = useState<Album | 'new' | null>(null);
  const remove = useDelete(useDeleteAlbum(), DELETE_TEXTS);
  const setStatus = useSetAlbumStatus();

  const toggle = (album: Album) => {
    const next = album.status === 'Published' ? 'Draft' : 'Published';
    setStatus.mutate(
      { id: album.id, status: next, version: album.version },
      {
        onSuccess: () =>
          notifySuccess(
            t(next === 'Published' ? 'news:albums.published' : 'news:albums.unpublished', {
              title: album.title,
            }),
          ),
      },
    );
  };
  const current = editing === 'new' || editing === null ? null : editing;

  return (
    <Stack gap="md">
      <ListHeader
        title={t('news:albums.title')}
        intro={t('news:albums.intro')}
        add={{ label: t('news:albums.add'), onClick: () => setEditing('new') }}
      />
      <FilterBar cols={{ base: 1, sm: 2, md: 4 }}>
        <SelectFilter
          label={t('news:admin.filter.status')}
          placeholder={t('news:admin.filter.anyStatus')}
          data={NEWS_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) }))}
          value={status}
          onChange={(v) => list.setFilters({ status: v })}
        />
        <SelectFilter
          label={t('news:albums.filter.kind')}
          placeholder={t('news:albums.filter.anyKind')}
          data={ALBUM_KINDS.map((k) => ({ value: k, label: t(ALBUM_KIND_KEYS[k]) }))}
          value={kind}
          onChange={(v) => list.setFilters({ kind: v })}
        />
        <SelectFilter
          label={t('news:admin.filter.audience')}
          placeholder={t('news:admin.filter.anyAudience')}
          data={NEWS_AUDIENCES.map((s) => ({ value: s, label: t(AUDIENCE_KEYS[s]) }))}
          value={audience}
          onChange={(v) => list.setFilters({ audience: v })}
        />
        <SearchFilter
          label={t('news:admin.filter.search')}
          placeholder={t('news:albums.filter.searchPlaceholder')}
          value={list.filters.term}
          onChange={(v) => list.setFilters({ term: v })}
        />
      </FilterBar>
      <ListTable<Album>
        aria-label={t('news:albums.title')}
        list={list}
        data={page ?? undefined}
        fetching={isFetching}
        empty={t('news:albums.empty')}
        idAccessor="id"
        columns={[
          {
            accessor: 'title',
            title: t('news:albums.col.title'),
            render: (album) => (
              <div>
                <Text size="sm" fw={500}>
                  {album.title}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {paths.galleryAlbum(album.slug)}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'kind',
            title: t('news:albums.col.kind'),
            render: (album) =>
              album.kind === 'event'
                ? t('news:albums.eventKind', { event: album.eventTitle ?? '—' })
                : t(ALBUM_KIND_KEYS.facility),
          },
          {
            accessor: 'audience',
            title: t('news:albums.col.audience'),
            hidden: !wide,
            render: (album) => t(AUDIENCE_KEYS[album.audience]),
          },
          {
            accessor: 'photos',
            title: t('news:albums.col.photos'),
            hidden: !wide,
            render: (album) => fmt.count(album.photos.length),
          },
          {
            accessor: 'status',
            title: t('news:albums.col.status'),
            render: (album) => <StatusBadge family={NEWS_STATUS_FAMILY} status={album.status} />,
          },
          {
            accessor: 'actions',
            title: t('news:albums.col.actions'),
            render: (album) => (
              <RowActions
                actions={publishingActions({
                  published: album.status === 'Published',
                  labels: {
                    publish: t('news:albums.publishOne', { title: album.title }),
                    unpublish: t('news:albums.unpublishOne', { title: album.title }),
                    view: t('news:albums.viewOne', { title: album.title }),
                    edit: t('news:albums.editOne', { title: album.title }),
                    delete: t('news:albums.deleteOne', { title: album.title }),
                  },
                  toggling: setStatus.isPending && setStatus.variables?.id === album.id,
                  onToggle: () => toggle(album),
                  viewTo:
                    album.audience === 'public'
                      ? paths.galleryAlbum(album.slug)
                      : PATHS.memberGallery,
                  onEdit: () => setEditing(album),
                  onDelete: () => remove.ask(album.id, album.title),
                })}
              />
            ),
          },
        ]}
      />
      <CatalogFormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        record={current}
        title={t(editing === 'new' ? 'news:albums.addTitle' : 'news:albums.editTitle')}
        closeLabel={t('news:admin.cancel')}
        size="xl"
        fullScreen={!wide}
      >
        <Stack gap="md">
          <AlbumForm
            album={current ?? undefined}
            onSaved={(saved, added) => (added ? setEditing(saved) : setEditing(null))}
            onCancel={() => setEditing(null)}
          />
          <Divider />
          <AlbumPhotos album={current} onChange={setEditing} />
        </Stack>
      </CatalogFormModal>
      <ConfirmDelete {...remove.dialog} />
    </Stack>
  );
}
