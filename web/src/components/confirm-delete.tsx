import { Button, Group, Modal, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api';
import i18n, { type TKey } from '../lib/i18n';
import { notifyError, notifySuccess, showToast } from '../lib/notify';

/** What the delete question shows and does (the props of `ConfirmDelete`). */
export interface ConfirmDeleteProps {
  opened: boolean;
  title: string;
  text: string;
  onClose: () => void;
  onConfirm: () => void;
  loading?: boolean;
}

/**
 * Asks before deleting something, in the caller's words (what it is, what deleting it means);
 * Cancel and Delete are the same everywhere. The server may still refuse.
 */
export function ConfirmDelete({
  opened,
  title,
  text,
  onClose,
  onConfirm,
  loading,
}: ConfirmDeleteProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.cancel') }}
    >
      <Text mb="md">{text}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading} data-autofocus>
          {t('common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * The one toast of a refused delete. The server refuses a delete of something still in use
 * with 409 `conflict` and its reason in English: English shows that reason; another language
 * shows the screen's own text of the same reason (the `conflict` code's general text speaks of
 * a change made meanwhile, which is not what happened). Any other failure: the usual toast.
 * The delete mutation declares `errorInPlace`, so the global handler does not toast it too.
 */
export function notifyDeleteRefused(error: unknown, reason: string): void {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  if (isApiError(error) && error.status === 409 && lang !== 'en') {
    showToast({
      color: 'red',
      title: i18n.t('common.error'),
      message: reason,
      withCloseButton: true,
    });
  } else {
    notifyError(error);
  }
}

/**
 * An area's words for deleting a record by its name (each text may name it, `{{name}}`): the
 * question's title and text, what is said once deleted, and why the server refused it (none:
 * the mutation's failure is the global handler's to tell).
 */
export interface DeleteTexts {
  title: TKey;
  text: TKey;
  deleted: TKey;
  refused?: TKey;
}

/**
 * The record asked about before its deletion, and the deletion itself: `ask(id, name)` opens
 * the question, `dialog` is what `ConfirmDelete` shows; deleted, it says so; refused, it says
 * why (`texts.refused`). Either way the question is answered and closes.
 */
export function useDelete(mutation: UseMutationResult<void, Error, number>, texts: DeleteTexts) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<{ id: number; name: string } | null>(null);
  const name = asked?.name ?? '';
  const close = () => setAsked(null);
  const dialog: ConfirmDeleteProps = {
    opened: asked !== null,
    title: t(texts.title, { name }),
    text: t(texts.text, { name }),
    onClose: close,
    loading: mutation.isPending,
    onConfirm: () => {
      if (!asked) return;
      const { refused } = texts;
      mutation.mutate(asked.id, {
        onSuccess: () => notifySuccess(t(texts.deleted, { name: asked.name })),
        ...(refused
          ? { onError: (e: Error) => notifyDeleteRefused(e, t(refused, { name: asked.name })) }
          : {}),
        onSettled: close,
      });
    },
  };
  return { ask: (id: number, name: string) => setAsked({ id, name }), dialog };
}
