import type { StaffContact, Supplier } from '@club/contracts';
import {
  DIRECTORY_KINDS,
  MEMBERSHIP_TYPES,
  STAFF_ROLES,
  SUPPLIER_KINDS,
} from '@club/contracts/core';
import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ConfirmDelete, useDelete, type DeleteTexts } from '../../../components/confirm-delete';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filter-bar';
import { ListHeader } from '../../../components/list-header';
import { deleteAction, editAction, RowActions } from '../../../components/row-actions';
import { useListState } from '../../../components/list-kit';
import { ListTable } from '../../../components/list-table';
import { useWidthAtLeast } from '../../../lib/viewport';
import { usePageTitle } from '../../settings';
import { useDeleteSupplier, useStaffContacts } from '../api/staff-contacts';
import { StatusBadge } from '../../../components/status-badge';
import {
  KIND_KEYS,
  LISTED_FAMILY,
  ROLE_KEYS,
  SUPPLIER_KIND_KEYS,
  TYPE_KEYS,
} from '../components/labels';
import { SupplierForm } from '../components/supplier-form';

const DELETE_TEXTS: DeleteTexts = {
  title: 'directory:supplier.deleteTitle',
  text: 'directory:supplier.deleteText',
  deleted: 'directory:supplier.deleted',
};

const oneOf = <V extends string>(values: readonly V[], v: string): v is V =>
  (values as readonly string[]).includes(v);

/** A row as the staff edit it: a supplier's own fields back from the row. */
const supplierOf = (c: StaffContact): Supplier => ({
  id: c.id,
  name: c.name,
  kind: oneOf(SUPPLIER_KINDS, c.category) ? c.category : 'other',
  contactPerson: c.contactPerson,
  phone: c.phone,
  email: c.email,
  notes: c.notes,
});

/**
 * /admin/apps/contacts (the staff directory): every member (listed or not), staff user,
 * supplier and affiliated club, one kind at a time, searched and sorted, a page at a time (all
 * in the address). A member's row opens their record; suppliers are added, changed and
 * deleted here (members, staff and clubs are managed on their own screens).
 */
export default function AdminContactsPage() {
  const { t } = useTranslation();
  usePageTitle(t('directory:admin.title'));
  const wide = useWidthAtLeast(768, true);
  const list = useListState({
    filters: { kind: { values: DIRECTORY_KINDS, default: 'members' }, term: {} },
    sort: { keys: ['name', 'category'] as const, by: 'name' },
  });
  const kind = list.filters.kind ?? 'members';
  const term = list.filters.term ?? '';
  const { data, isFetching } = useStaffContacts({
    kind,
    term: term.length > 1 ? term : undefined,
    sortBy: list.sortBy,
    sortDir: list.sortDir,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  });
  const [editing, setEditing] = useState<Supplier | 'new' | null>(null);
  const remove = useDelete(useDeleteSupplier(), DELETE_TEXTS);

  const category = (c: StaffContact) => {
    if (c.kind === 'members' && oneOf(MEMBERSHIP_TYPES, c.category))
      return t(TYPE_KEYS[c.category]);
    if (c.kind === 'staff' && oneOf(STAFF_ROLES, c.category)) return t(ROLE_KEYS[c.category]);
    if (c.kind === 'suppliers' && oneOf(SUPPLIER_KINDS, c.category))
      return t(SUPPLIER_KIND_KEYS[c.category]);
    return c.category;
  };

  return (
    <Stack gap="md">
      <ListHeader
        title={t('directory:admin.title')}
        intro={t('directory:admin.intro')}
        add={{ label: t('directory:supplier.add'), onClick: () => setEditing('new') }}
      />
      <FilterBar cols={{ base: 1, sm: 2 }}>
        <SelectFilter
          label={t('directory:admin.kind')}
          placeholder={t(KIND_KEYS.members)}
          data={DIRECTORY_KINDS.map((k) => ({ value: k, label: t(KIND_KEYS[k]) }))}
          value={list.filters.kind}
          onChange={(k) => list.setFilters({ kind: k ?? 'members', term: null })}
        />
        <SearchFilter
          label={t('directory:list.search')}
          placeholder={t('directory:admin.searchPlaceholder')}
          value={list.filters.term}
          onChange={(v) => list.setFilters({ term: v })}
        />
      </FilterBar>
      <ListTable<StaffContact>
        aria-label={t(KIND_KEYS[kind])}
        list={list}
        data={data}
        fetching={isFetching}
        empty={t('directory:admin.empty')}
        sortable
        idAccessor="id"
        columns={[
          {
            accessor: 'name',
            title: t('directory:admin.name'),
            sortable: true,
            render: (c) => (
              <div>
                {c.kind === 'members' ? (
                  <Anchor component={Link} to={paths.editMember(c.id)}>
                    {c.name}
                  </Anchor>
                ) : (
                  <Text size="sm">{c.name}</Text>
                )}
                {c.code && (
                  <Text size="xs" c="dimmed">
                    {c.code}
                  </Text>
                )}
                {c.contactPerson && (
                  <Text size="xs" c="dimmed">
                    {t('directory:admin.contact', { name: c.contactPerson })}
                  </Text>
                )}
              </div>
            ),
          },
          {
            accessor: 'category',
            title: t('directory:admin.category'),
            sortable: true,
            render: category,
          },
          {
            accessor: 'email',
            title: t('directory:field.email'),
            render: (c) =>
              c.email ? (
                <Anchor size="sm" href={`mailto:${c.email}`}>
                  {c.email}
                </Anchor>
              ) : (
                '—'
              ),
          },
          { accessor: 'phone', title: t('directory:admin.phone'), render: (c) => c.phone || '—' },
          {
            accessor: 'listed',
            title: t('directory:admin.listed'),
            hidden: kind !== 'members',
            render: (c) => (
              <StatusBadge family={LISTED_FAMILY} status={c.listed ? 'listed' : 'unlisted'} />
            ),
          },
          {
            accessor: 'notes',
            title: t('directory:supplier.notes'),
            hidden: kind !== 'suppliers',
            render: (c) => c.notes,
          },
          {
            accessor: 'actions',
            title: t('directory:admin.actions'),
            hidden: kind !== 'suppliers',
            render: (c) => (
              <RowActions
                actions={[
                  editAction(t('directory:supplier.edit', { name: c.name }), () =>
                    setEditing(supplierOf(c)),
                  ),
                  deleteAction(t('directory:supplier.delete', { name: c.name }), () =>
                    remove.ask(c.id, c.name),
                  ),
                ]}
              />
            ),
          },
        ]}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(
          editing === 'new' ? 'directory:supplier.addTitle' : 'directory:supplier.editTitle',
        )}
        fullScreen={!wide}
        closeButtonProps={{ 'aria-label': t('directory:supplier.cancel') }}
      >
        {editing !== null && (
          <SupplierForm
            supplier={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDelete {...remove.dialog} />
    </Stack>
  );
}
