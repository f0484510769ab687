import { albumItemSchema, type Album, type AlbumItem } from '@club/contracts';
import {
  ALBUM_KINDS,
  NEWS_AUDIENCES,
  type AlbumKind,
  type NewsAudience,
} from '@club/contracts/core';
import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORM_STYLE } from '../../../components/form-style';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { usePublicEvents } from '../../events';
import { useSaveAlbum } from '../api/album-admin';
import { ALBUM_KIND_KEYS, AUDIENCE_KEYS } from './labels';
import { slugOf } from './news-form';

type Values = {
  title: string;
  slug: string;
  description: string;
  kind: AlbumKind;
  eventId: number | null;
  audience: NewsAudience;
  /** One of the album's photos (its address), or null: its first photo. */
  coverUrl: string | null;
  sort: number;
};

/**
 * Adds an album (none given: a new draft) or changes one at its latest version (the photos'
 * changes move it on); an event's highlights name the event, picked from the club's events.
 * The cover is picked from the album's own photos (as they are now: a photo removed meanwhile
 * is no longer offered), and its place in the lists is its sort order (lowest first).
 * A refusal puts its reasons on the fields (a slug another album has, a stale version's toast).
 */
export function AlbumForm({
  album,
  onSaved,
  onCancel,
}: {
  album?: Album;
  onSaved(album: Album, added: boolean): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveAlbum();
  const events = usePublicEvents();
  const form = useZodForm<Values>(albumItemSchema, {
    initialValues: {
      title: album?.title ?? '',
      slug: album?.slug ?? '',
      description: album?.description ?? '',
      kind: album?.kind ?? 'facility',
      eventId: album?.eventId ?? null,
      audience: album?.audience ?? 'public',
      // The album's own choice only: its answer's cover falls back to its first photo.
      coverUrl: album?.photos.some((p) => p.url === album.coverUrl) ? album.coverUrl : null,
      sort: album?.sort ?? 0,
    },
  });
  const v = form.getValues();
  const fields = {
    setFieldError: (path: string, error: string) =>
      form.setFieldError(path.replace(/^item\./, ''), error),
  };
  const submit = form.onSubmit((values) => {
    const photos = album?.photos ?? [];
    const item: AlbumItem = {
      ...values,
      coverUrl: photos.some((p) => p.url === values.coverUrl) ? values.coverUrl : null,
    };
    save.mutate(album ? { ...item, id: album.id, version: album.version } : item, {
      onSuccess: (saved) => {
        notifySuccess(t('news:albums.saved'));
        onSaved(saved, !album);
      },
      onError: (e) => applyProblemToForm(fields, e),
    });
  });
  const eventOptions = (events.data?.items ?? []).map((e) => ({
    value: String(e.id),
    label: e.title,
  }));
  const coverOptions = (album?.photos ?? []).map((p, i) => ({
    value: p.url,
    label: p.caption
      ? t('news:albums.field.coverOptionCaption', { n: i + 1, caption: p.caption })
      : t('news:albums.field.coverOption', { n: i + 1 }),
  }));
  if (album?.eventId != null && !eventOptions.some((o) => o.value === String(album.eventId))) {
    eventOptions.unshift({ value: String(album.eventId), label: album.eventTitle ?? '' });
  }
  return (
    <form onSubmit={submit} noValidate style={FORM_STYLE}>
      <Stack gap="sm">
        <TextInput
          label={t('news:albums.field.title')}
          required
          {...form.getInputProps('title')}
          onChange={(e) => {
            const title = e.currentTarget.value;
            // A new album's address follows its title until the editor types one.
            if (!album && (v.slug === '' || v.slug === slugOf(v.title))) {
              form.setFieldValue('slug', slugOf(title));
            }
            form.setFieldValue('title', title);
          }}
        />
        <TextInput
          label={t('news:albums.field.slug')}
          description={t('news:albums.field.slugHint', { slug: v.slug || '…' })}
          required
          {...form.getInputProps('slug')}
        />
        <Textarea
          label={t('news:albums.field.description')}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('news:albums.field.kind')}
            required
            allowDeselect={false}
            data={ALBUM_KINDS.map((k) => ({ value: k, label: t(ALBUM_KIND_KEYS[k]) }))}
            {...form.getInputProps('kind')}
            onChange={(kind) => {
              form.setFieldValue('kind', (kind ?? 'facility') as AlbumKind);
              // A facility album names no event.
              if (kind !== 'event') form.setFieldValue('eventId', null);
            }}
          />
          <Select
            label={t('news:albums.field.audience')}
            required
            allowDeselect={false}
            data={NEWS_AUDIENCES.map((a) => ({ value: a, label: t(AUDIENCE_KEYS[a]) }))}
            {...form.getInputProps('audience')}
          />
        </SimpleGrid>
        {v.kind === 'event' && (
          <Select
            label={t('news:albums.field.event')}
            placeholder={t('news:albums.field.eventPlaceholder')}
            required
            searchable
            nothingFoundMessage={t('news:albums.field.noEvents')}
            data={eventOptions}
            value={v.eventId === null ? null : String(v.eventId)}
            onChange={(id) => form.setFieldValue('eventId', id ? Number(id) : null)}
            error={form.errors.eventId}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('news:albums.field.cover')}
            description={t('news:albums.field.coverHint')}
            placeholder={
              coverOptions.length > 0
                ? t('news:albums.field.coverFirst')
                : t('news:albums.field.coverNoPhotos')
            }
            disabled={coverOptions.length === 0}
            clearable
            data={coverOptions}
            value={coverOptions.some((o) => o.value === v.coverUrl) ? v.coverUrl : null}
            onChange={(url) => form.setFieldValue('coverUrl', url)}
            error={form.errors.coverUrl}
          />
          <NumberInput
            label={t('news:albums.field.sort')}
            description={t('news:albums.field.sortHint')}
            min={0}
            max={999}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('sort')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('news:admin.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('news:admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
