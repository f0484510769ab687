import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One of a list row's buttons: named after the row, a step (onClick) or a page it opens (to). */
export interface RowAction {
  /** The accessible name, naming the row ("Edit Spring Dinner"). */
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  /** An app path: the action is a link there. */
  to?: string;
  color?: string;
  /** Its request is under way. */
  loading?: boolean;
  /** Left out (a step the row's state does not allow). */
  hidden?: boolean;
}

/**
 * A list row's action buttons (the list kit's last column): icon buttons in one line, each
 * named after the row for a screen reader, a link where the action opens a page.
 */
export function RowActions({
  actions,
  justify,
}: {
  actions: RowAction[];
  justify?: 'flex-start' | 'flex-end';
}) {
  return (
    <Group gap={4} wrap="nowrap" justify={justify}>
      {actions
        .filter((a) => !a.hidden)
        .map((a) =>
          a.to !== undefined ? (
            <ActionIcon
              key={a.label}
              component={Link}
              to={a.to}
              variant="subtle"
              color={a.color}
              aria-label={a.label}
            >
              {a.icon}
            </ActionIcon>
          ) : (
            <ActionIcon
              key={a.label}
              variant="subtle"
              color={a.color}
              aria-label={a.label}
              loading={a.loading}
              onClick={a.onClick}
            >
              {a.icon}
            </ActionIcon>
          ),
        )}
    </Group>
  );
}

/** The row's Edit button (a pencil). */
export function editAction(label: string, onClick: () => void): RowAction {
  return { label, icon: <IconPencil size={16} aria-hidden />, onClick };
}

/** The row's Delete button (a red bin); it asks first where the page's ConfirmDelete does. */
export function deleteAction(label: string, onClick: () => void): RowAction {
  return { label, icon: <IconTrash size={16} aria-hidden />, onClick, color: 'red' };
}
