import { Modal, type ModalProps } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/** What a page hands a catalog form's dialog: whether it is open, and how it closes. */
export interface CatalogDialog {
  opened: boolean;
  onClose: () => void;
}

/**
 * The dialog a catalog form adds (`record` null) or edits a record in, closed by its close
 * button named `closeLabel`. The form (`children`) starts afresh for each record: keyed by the
 * record's id, or by `formKey` where more than the record decides what the form starts from.
 */
export function CatalogFormModal({
  opened,
  onClose,
  record,
  formKey,
  title,
  closeLabel,
  size,
  fullScreen,
  children,
}: CatalogDialog & {
  record: { id: number } | null;
  formKey?: string;
  title: string;
  closeLabel: string;
  size?: ModalProps['size'];
  /** The whole screen (a long form on a phone). */
  fullScreen?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={size}
      fullScreen={fullScreen}
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <Fragment key={formKey ?? record?.id ?? 'new'}>{children}</Fragment>
    </Modal>
  );
}
