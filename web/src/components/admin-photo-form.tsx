import { Divider, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TKey } from '../lib/i18n';
import { AdminForm, type AdminFormTexts } from './admin-form-parts';
import { PhotoManager, type PhotoOwner } from './photo-manager';

/** A record's photos as its catalog form offers them, declared once by the area. */
export interface CatalogPhotos<T> {
  /** The area's mutations (hooks, called by the form): each answers the record. */
  useUpload: () => UseMutationResult<T, Error, { id: number; file: File }>;
  useRemove: () => UseMutationResult<T, Error, { id: number; photoId: number }>;
  max: number;
  label: TKey;
  /** What to say while the record is new ("Save the hall to add its photos."). */
  unsaved: TKey;
}

/** A catalog form's record that has photos, and what its save does next (`useRecordWithPhotos`). */
export interface RecordWithPhotos<T> {
  current: T | null;
  setCurrent: (answer: T) => void;
  onClose: () => void;
  afterSave: (saved: T) => void;
}

/**
 * The record a catalog form with photos edits (a room, a hall), as the server last answered
 * it (a photo moves its version on), and what its save does next: a new record goes to
 * `onSaved` (the page keeps the dialog open on it, for its photos), a saved one closes.
 */
export function useRecordWithPhotos<T>(
  record: T | null,
  { onSaved, onClose }: { onSaved: (saved: T) => void; onClose: () => void },
): RecordWithPhotos<T> {
  const [current, setCurrent] = useState<T | null>(record);
  return {
    current,
    setCurrent,
    onClose,
    afterSave: (saved: T) => (current ? onClose() : onSaved(saved)),
  };
}

/**
 * A catalog form whose record has photos: the form and its buttons (close, once the record is
 * saved), then the record's photos (`PhotoManager`, which says to save a new one first).
 */
export function AdminFormWithPhotos<T extends PhotoOwner>({
  onSubmit,
  record,
  photos,
  texts,
  pending,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  record: RecordWithPhotos<T>;
  photos: CatalogPhotos<T>;
  texts: AdminFormTexts;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { useUpload, useRemove } = photos;
  const upload = useUpload();
  const remove = useRemove();
  const { current, setCurrent, onClose } = record;
  return (
    <Stack gap="md">
      <AdminForm
        onSubmit={onSubmit}
        buttons={{ texts, onCancel: onClose, pending, saved: current !== null }}
      >
        {children}
      </AdminForm>
      <Divider />
      <PhotoManager
        owner={current}
        unsaved={t(photos.unsaved)}
        label={t(photos.label)}
        max={photos.max}
        upload={upload}
        remove={remove}
        onChange={setCurrent}
      />
    </Stack>
  );
}
