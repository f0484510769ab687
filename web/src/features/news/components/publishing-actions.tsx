import { IconArrowBackUp, IconExternalLink, IconSend } from '@tabler/icons-react';
import { deleteAction, editAction, type RowAction } from '../../../components/row-actions';

/** What an editor's list row (a news post, an album) is called by its buttons. */
export interface PublishingLabels {
  publish: string;
  unpublish: string;
  view: string;
  edit: string;
  delete: string;
}

/**
 * The buttons of a row the editors publish (a news post, a photo album): publish or take back
 * to a draft, open it as its readers see it (once published), change it, delete it.
 */
export function publishingActions(a: {
  published: boolean;
  labels: PublishingLabels;
  /** The toggle's request is under way for this row. */
  toggling: boolean;
  onToggle: () => void;
  /** Where its readers read it. */
  viewTo: string;
  onEdit: () => void;
  onDelete: () => void;
}): RowAction[] {
  return [
    {
      label: a.published ? a.labels.unpublish : a.labels.publish,
      icon: a.published ? (
        <IconArrowBackUp size={16} aria-hidden />
      ) : (
        <IconSend size={16} aria-hidden />
      ),
      color: a.published ? 'gray' : 'green',
      loading: a.toggling,
      onClick: a.onToggle,
    },
    {
      label: a.labels.view,
      icon: <IconExternalLink size={16} aria-hidden />,
      to: a.viewTo,
      hidden: !a.published,
    },
    editAction(a.labels.edit, a.onEdit),
    deleteAction(a.labels.delete, a.onDelete),
  ];
}
