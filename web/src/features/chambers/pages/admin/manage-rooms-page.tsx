import type { Room } from '@club/contracts';
import { ROOM_TYPES } from '@club/contracts/core';
import {
  ActionIcon,
  Badge,
  Center,
  Group,
  Image,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendarOff, IconEdit, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '../../../../components/list-header';
import { ConfirmDelete, useDelete } from '../../../../components/confirm-delete';
import { FilterBar, SearchFilter, SelectFilter } from '../../../../components/filter-bar';
import { useListState } from '../../../../components/list-kit';
import { ListTable } from '../../../../components/list-table';
import { notifySuccess } from '../../../../lib/notify';
import { imageSrc } from '../../../content';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useDeleteRoom } from '../../api/delete-room';
import { useRooms, type RoomListParams } from '../../api/get-rooms';
import { useSetRoomActive } from '../../api/set-room-active';
import { ROOM_DELETE_TEXTS, ROOM_TYPE_KEYS } from '../../components/admin/labels';
import { RoomBlocksModal } from '../../components/admin/room-blocks';
import { RoomFormModal } from '../../components/admin/room-form';

type SortKey = NonNullable<RoomListParams['sortBy']>;
/** The sortable columns (each sorts by its own name). */
const SORT_KEYS = [
  'number',
  'name',
  'type',
  'memberTariff',
  'capacity',
  'sort',
] as const satisfies readonly SortKey[];
const ACTIVE = ['true', 'false'] as const;

/** A row's first photo (decorative: the row names the room), or a placeholder. */
function Thumb({ url }: { url: string | undefined }) {
  return url ? (
    <Image src={imageSrc(url)} alt="" w={56} h={40} fit="cover" radius="sm" />
  ) : (
    <Center w={56} h={40} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
      <IconPhoto size={18} aria-hidden color="var(--mantine-color-dimmed)" />
    </Center>
  );
}

/**
 * /admin/chamber/ManageRooms ("Manage and Add Rooms"): the Chambers' rooms, server-paged,
 * searchable and filtered by type and letting, with tariffs, photos and blocked dates.
 */
export default function ManageRoomsPage() {
  const { t } = useTranslation();
  usePageTitle(t('chambers:admin.title'));
  const { money, percent } = useClubFormat();
  const list = useListState({
    filters: { term: {}, type: { values: ROOM_TYPES }, active: { values: ACTIVE } },
    sort: { keys: SORT_KEYS, by: 'sort' },
  });
  const { term, type, active } = list.filters;
  const [editing, setEditing] = useState<Room | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [blocking, setBlocking] = useState<Room | null>(null);

  const query: RoomListParams = {
    ...(term ? { term } : {}),
    ...(type ? { type } : {}),
    ...(active ? { active } : {}),
    sortBy: list.sortBy,
    sortDir: list.sortDir,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  };
  const { data, isFetching } = useRooms(query);
  const setRoomActive = useSetRoomActive();
  const remove = useDelete(useDeleteRoom(), ROOM_DELETE_TEXTS);
  const openForm = (r: Room | null) => {
    setEditing(r);
    setFormOpen(true);
  };

  return (
    <Stack gap="md">
      <ListHeader
        title={t('chambers:admin.title')}
        intro={t('chambers:admin.intro')}
        add={{ label: t('chambers:admin.add'), onClick: () => openForm(null) }}
      />

      <FilterBar>
        <SearchFilter
          label={t('chambers:admin.search')}
          placeholder={t('chambers:admin.searchPlaceholder')}
          value={term}
          onChange={(v) => list.setFilters({ term: v })}
        />
        <SelectFilter
          label={t('chambers:admin.fields.type')}
          placeholder={t('chambers:admin.all')}
          data={ROOM_TYPES.map((r) => ({ value: r, label: t(ROOM_TYPE_KEYS[r]) }))}
          value={type}
          onChange={(v) => list.setFilters({ type: v })}
        />
        <SelectFilter
          label={t('chambers:admin.fields.active')}
          placeholder={t('chambers:admin.all')}
          data={[
            { value: 'true', label: t('chambers:admin.onlyActive') },
            { value: 'false', label: t('chambers:admin.onlyInactive') },
          ]}
          value={active}
          onChange={(v) => list.setFilters({ active: v })}
        />
      </FilterBar>

      <ListTable<Room>
        aria-label={t('chambers:admin.tableLabel')}
        list={list}
        data={data}
        fetching={isFetching}
        empty={t('chambers:admin.empty')}
        sortable
        columns={[
          {
            accessor: 'photos',
            title: <VisuallyHidden>{t('chambers:admin.fields.photos')}</VisuallyHidden>,
            width: 72,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (r) => <Thumb url={r.photos[0]?.url} />,
          },
          {
            accessor: 'number',
            title: t('chambers:admin.fields.numberShort'),
            sortable: true,
            noWrap: true,
          },
          {
            accessor: 'name',
            title: t('chambers:admin.fields.name'),
            sortable: true,
            render: (r) => (
              <div>
                <Text size="sm" fw={500}>
                  {r.name}
                </Text>
                <Group gap={4}>
                  <Text size="xs" c="dimmed">
                    {t(ROOM_TYPE_KEYS[r.type])}
                  </Text>
                  {r.upcomingBlocks > 0 && (
                    <Badge size="xs" color="red.9" variant="filled">
                      {t('chambers:admin.blockedBadge', { count: r.upcomingBlocks })}
                    </Badge>
                  )}
                </Group>
              </div>
            ),
          },
          {
            accessor: 'type',
            title: t('chambers:admin.fields.type'),
            sortable: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
            render: (r) => t(ROOM_TYPE_KEYS[r.type]),
          },
          {
            accessor: 'memberTariff',
            title: t('chambers:admin.fields.tariffs'),
            sortable: true,
            textAlign: 'right',
            noWrap: true,
            render: (r) => (
              <div>
                <Text size="sm">{money(r.memberTariff)}</Text>
                <Text size="xs" c="dimmed">
                  {t('chambers:admin.guestTariffShort', { amount: money(r.guestTariff) })}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'taxRate',
            title: t('chambers:admin.fields.tax'),
            textAlign: 'right',
            noWrap: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
            render: (r) => percent(r.taxRate),
          },
          {
            accessor: 'capacity',
            title: t('chambers:admin.fields.capacityShort'),
            sortable: true,
            textAlign: 'right',
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          },
          {
            accessor: 'active',
            title: t('chambers:admin.fields.active'),
            render: (r) => (
              <Switch
                color="green"
                checked={r.active}
                aria-label={t('chambers:admin.activeFor', { name: r.name })}
                disabled={setRoomActive.isPending && setRoomActive.variables?.id === r.id}
                onChange={(e) => {
                  const value = e.currentTarget.checked;
                  setRoomActive.mutate(
                    { id: r.id, active: value, version: r.version },
                    {
                      onSuccess: () =>
                        notifySuccess(
                          t(value ? 'chambers:admin.activated' : 'chambers:admin.deactivated', {
                            name: r.name,
                          }),
                        ),
                    },
                  );
                }}
              />
            ),
          },
          {
            accessor: 'actions',
            title: <VisuallyHidden>{t('chambers:admin.actions')}</VisuallyHidden>,
            textAlign: 'right',
            render: (r) => (
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('chambers:admin.editName', { name: r.name })}
                  onClick={() => openForm(r)}
                >
                  <IconEdit size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="orange"
                  aria-label={t('chambers:admin.blocksOf', { name: r.name })}
                  onClick={() => setBlocking(r)}
                >
                  <IconCalendarOff size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('chambers:admin.deleteName', { name: r.name })}
                  onClick={() => remove.ask(r.id, r.name)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ),
          },
        ]}
      />

      <RoomFormModal
        opened={formOpen}
        room={editing}
        onSaved={setEditing}
        onClose={() => setFormOpen(false)}
      />
      <RoomBlocksModal room={blocking} onClose={() => setBlocking(null)} />
      <ConfirmDelete {...remove.dialog} />
    </Stack>
  );
}
