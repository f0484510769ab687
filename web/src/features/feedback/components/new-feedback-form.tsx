import {
  createFeedbackRequest,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_SUBJECT_MAX,
  type FeedbackCategory,
  type FeedbackLink,
  type FeedbackLinkable,
} from '@club/contracts';
import { FEEDBACK_CATEGORIES, FEEDBACK_LINK_KINDS } from '@club/contracts/core';
import {
  Button,
  CloseButton,
  Group,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop, PHOTO_TYPES } from '../../../components/file-drop';
import { FORM_STYLE } from '../../../components/form-style';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useClubFormat } from '../../settings';
import { useAddFeedbackPhoto, useCreateFeedback } from '../api/create-feedback';
import { useFeedbackLinkable } from '../api/get-linkable';
import {
  FEEDBACK_CATEGORY_KEYS,
  FEEDBACK_LINK_KIND_KEYS,
  FEEDBACK_RATING_KEYS,
  FEEDBACK_RATINGS,
} from './labels';

interface Values extends Record<string, unknown> {
  category: string | null;
  /** `kind:id` of the thing it is about, or null. */
  link: string | null;
  subject: string;
  message: string;
  rating: string;
}

/** The form's checks: the contract's, the link being a choice of the list. */
const formSchema = createFeedbackRequest.omit({ link: true });

/** The category a linked thing is most likely about. */
const CATEGORY_OF: Record<FeedbackLink['kind'], FeedbackCategory> = {
  order: 'fnb',
  stay: 'chambers',
  hall_booking: 'banquets',
  event_booking: 'events',
};

/** `order:123` -> the link, or null when it names nothing a feedback may be about. */
export function parseFeedbackLink(value: string | null | undefined): FeedbackLink | null {
  const m = /^([a-z_]+):([1-9]\d{0,9})$/.exec(value ?? '');
  if (!m) return null;
  const kind = FEEDBACK_LINK_KINDS.find((k) => k === m[1]);
  return kind ? { kind, id: Number(m[2]) } : null;
}

const linkValue = (l: { kind: string; id: number }) => `${l.kind}:${l.id}`;

/**
 * The member's new feedback: the category, what it is about (one of their recent orders, stays,
 * hall or event bookings; `initialLink` already chosen when opened from one of them), the
 * subject, the message, a rating and an optional photo. The schema's and the server's field
 * errors show on the fields; the photo is added once the feedback is written.
 */
export function NewFeedbackForm({
  initialLink,
  onDone,
  onCancel,
}: {
  initialLink: FeedbackLink | null;
  onDone(id: number): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const linkable = useFeedbackLinkable();
  const create = useCreateFeedback();
  const addPhoto = useAddFeedbackPhoto();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useZodForm<Values>(formSchema, {
    initialValues: {
      category: initialLink ? CATEGORY_OF[initialLink.kind] : null,
      link: initialLink ? linkValue(initialLink) : null,
      subject: '',
      message: '',
      rating: '',
    },
  });

  const items: FeedbackLinkable[] = linkable.data?.items ?? [];
  const optionLabel = (l: Pick<FeedbackLinkable, 'label' | 'date'>) =>
    l.date ? `${l.label} · ${fmt.date(l.date)}` : l.label;
  // A thing opened from its page but older than the recent ones the list offers.
  const extra =
    initialLink && !items.some((l) => linkValue(l) === linkValue(initialLink))
      ? [{ ...initialLink, label: `#${initialLink.id}`, date: '' }]
      : [];
  const linkData = FEEDBACK_LINK_KINDS.map((kind) => ({
    group: t(FEEDBACK_LINK_KIND_KEYS[kind]),
    items: [...extra, ...items]
      .filter((l) => l.kind === kind)
      .map((l) => ({ value: linkValue(l), label: optionLabel(l) })),
  })).filter((g) => g.items.length > 0);

  const submit = form.onSubmit((values) => {
    const link = parseFeedbackLink(values.link);
    create.mutate(
      {
        category: values.category as FeedbackCategory,
        link,
        subject: values.subject,
        message: values.message,
        rating: Number(values.rating),
      },
      {
        onSuccess: async (f) => {
          notifySuccess(t('feedback:form.sent'));
          if (photo) await addPhoto.mutateAsync({ id: f.id, file: photo }).catch(() => undefined);
          onDone(f.id);
        },
        onError: (e) => applyProblemToForm(form, e),
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('feedback:form.title')}>
      <Stack gap="sm" style={FORM_STYLE}>
        <Select
          label={t('feedback:form.category')}
          placeholder={t('feedback:form.categoryPlaceholder')}
          required
          data={FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: t(FEEDBACK_CATEGORY_KEYS[c]) }))}
          {...form.getInputProps('category')}
        />
        <Select
          label={t('feedback:form.link')}
          description={t('feedback:form.linkHint')}
          placeholder={t('feedback:form.linkNone')}
          clearable
          data={linkData}
          {...form.getInputProps('link')}
        />
        <TextInput
          label={t('feedback:form.subject')}
          required
          maxLength={FEEDBACK_SUBJECT_MAX}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('feedback:form.message')}
          required
          autosize
          minRows={4}
          maxRows={10}
          maxLength={FEEDBACK_MESSAGE_MAX}
          {...form.getInputProps('message')}
        />
        <Radio.Group
          label={t('feedback:form.rating')}
          description={t('feedback:form.ratingHint')}
          required
          {...form.getInputProps('rating')}
        >
          <Group gap="md" mt={6}>
            {FEEDBACK_RATINGS.map((r) => (
              <Radio key={r} value={r} label={`${r} · ${t(FEEDBACK_RATING_KEYS[r])}`} />
            ))}
          </Group>
        </Radio.Group>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('feedback:form.photo')}
          </Text>
          <FileDrop
            label={t('feedback:form.photo')}
            drop={photo ? photo.name : t('feedback:form.photoZone')}
            hint={(size) => t('feedback:form.photoHint', { size })}
            rejected={(size) => t('feedback:form.photoRefused', { size })}
            accept={PHOTO_TYPES}
            onFile={setPhoto}
          />
          {photo && (
            <Group gap={4}>
              <Text size="sm">{photo.name}</Text>
              <CloseButton
                size="sm"
                aria-label={t('feedback:form.removePhoto')}
                onClick={() => setPhoto(null)}
              />
            </Group>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('feedback:form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || addPhoto.isPending}>
            {t('feedback:form.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
