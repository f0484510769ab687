import { videoUrlSchema, type ClubEvent } from '@club/contracts';
import { Button, Divider, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSaveEventHighlights } from '../../api/set-event-status';
import { EventPhotos } from './event-files';

interface Values extends Record<string, unknown> {
  description: string;
  videoUrl: string;
  version: number;
}

/** What the form checks: an empty link is none, any other must be a web address. */
const formSchema = z.object({
  description: z.string().trim().max(4000, { message: 'validation.textLong' }),
  videoUrl: z.union([z.literal(''), videoUrlSchema], { message: 'validation.url' }),
});

/** An event's highlights: what happened, a video link, and up to six photos. */
export function EventHighlightsForm({
  event,
  onChange,
}: {
  event: ClubEvent;
  onChange: (e: ClubEvent) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveEventHighlights();
  const form = useZodForm<Values>(formSchema, {
    initialValues: {
      description: event.highlights.description,
      videoUrl: event.highlights.videoUrl ?? '',
      version: event.version,
    },
  });
  const submit = (v: Values) =>
    save.mutate(
      {
        id: event.id,
        body: {
          description: v.description,
          videoUrl: v.videoUrl.trim() || null,
          version: event.version,
        },
      },
      {
        onSuccess: (saved) => {
          notifySuccess(t('events:admin.highlightsSaved', { title: saved.title }));
          onChange(saved);
        },
        onError: (e) => {
          if (!applyProblemToForm(form, e)) notifyError(e);
        },
      },
    );
  return (
    <Stack gap="md">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Textarea
            label={t('events:admin.fields.highlightsDescription')}
            autosize
            minRows={3}
            maxRows={8}
            {...form.getInputProps('description')}
          />
          <TextInput
            label={t('events:admin.fields.videoUrl')}
            type="url"
            placeholder="https://"
            {...form.getInputProps('videoUrl')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('events:admin.saveHighlights')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <EventPhotos event={event} onChange={onChange} />
    </Stack>
  );
}
