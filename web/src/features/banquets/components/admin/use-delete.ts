import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../lib/notify';
import { notifyDeleteRefused } from './delete-refused';

/** The record asked about before its deletion, and the deletion itself (told when refused). */
export function useDelete(mutation: UseMutationResult<void, Error, number>) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<{ id: number; name: string } | null>(null);
  return {
    name: asked?.name ?? null,
    ask: (id: number, name: string) => setAsked({ id, name }),
    close: () => setAsked(null),
    loading: mutation.isPending,
    confirm: () => {
      if (!asked) return;
      mutation.mutate(asked.id, {
        onSuccess: () => notifySuccess(t('banquets:common.deleted', { name: asked.name })),
        onError: (e) => notifyDeleteRefused(e, t('banquets:common.deleteRefused')),
        onSettled: () => setAsked(null),
      });
    },
  };
}
