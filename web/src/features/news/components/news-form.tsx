import { newsItemSchema, withoutBlanks, type NewsItem, type NewsPost } from '@club/contracts';
import { LANGUAGES, NEWS_AUDIENCES, type Language, type NewsAudience } from '@club/contracts/core';
import {
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORM_STYLE } from '../../../components/form-style';
import {
  TranslationFields,
  translationValues,
  type TranslationValues,
} from '../../../components/translation-fields';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { keyMap } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { ImageField, useRichTextInput } from '../../content';
import { useSaveNewsPost } from '../api/admin';
import { AUDIENCE_KEYS } from './labels';

type Values = {
  title: string;
  slug: string;
  summary: string;
  bodyHtml: string;
  coverUrl: string | null;
  audience: NewsAudience;
  language: Language;
  translations: TranslationValues<TranslatedNewsField>;
};

/** The words of a post the editors give in Spanish and German. */
const TRANSLATED = ['title', 'summary', 'bodyHtml'] as const;
type TranslatedNewsField = (typeof TRANSLATED)[number];

const LANGUAGE_KEYS = keyMap('languages.', LANGUAGES);

/** A slug from a title: lower-case words of letters and digits joined by hyphens. */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/**
 * Writes a post (none given: a new draft) or changes one at the version it was opened; the
 * address follows the title until it is typed. A refusal puts its reasons on the fields (a
 * slug another post has, a stale version's toast).
 */
export function NewsForm({ post, onDone }: { post?: NewsPost; onDone(): void }) {
  const { t } = useTranslation();
  const save = useSaveNewsPost();
  const RichTextInput = useRichTextInput();
  const form = useZodForm<Values>(newsItemSchema, {
    initialValues: {
      title: post?.title ?? '',
      slug: post?.slug ?? '',
      summary: post?.summary ?? '',
      bodyHtml: post?.bodyHtml ?? '',
      coverUrl: post?.coverUrl ?? null,
      audience: post?.audience ?? 'public',
      language: post?.language ?? 'en',
      translations: translationValues(TRANSLATED, post?.translations),
    },
  });
  const v = form.getValues();
  const fields = {
    setFieldError: (path: string, error: string) =>
      form.setFieldError(path.replace(/^item\./, ''), error),
  };
  const submit = form.onSubmit((values) => {
    // Texts left blank are not sent: they read in the post's own words.
    const item: NewsItem = { ...values, translations: withoutBlanks(values.translations) };
    save.mutate(post ? { ...item, id: post.id, version: post.version } : item, {
      onSuccess: () => {
        notifySuccess(t('news:admin.saved'));
        onDone();
      },
      onError: (e) => applyProblemToForm(fields, e),
    });
  });
  const titleInput = form.getInputProps('title');
  return (
    <form onSubmit={submit} noValidate style={FORM_STYLE}>
      <Stack gap="sm">
        <TextInput
          label={t('news:admin.field.title')}
          required
          {...titleInput}
          onChange={(e) => {
            const title = e.currentTarget.value;
            // A new post's address follows its title until the editor types one.
            if (!post && (v.slug === '' || v.slug === slugOf(v.title))) {
              form.setFieldValue('slug', slugOf(title));
            }
            form.setFieldValue('title', title);
          }}
        />
        <TextInput
          label={t('news:admin.field.slug')}
          description={t('news:admin.field.slugHint', { slug: v.slug || '…' })}
          required
          {...form.getInputProps('slug')}
        />
        <Textarea
          label={t('news:admin.field.summary')}
          description={t('news:admin.field.summaryHint')}
          autosize
          minRows={2}
          {...form.getInputProps('summary')}
        />
        {RichTextInput ? (
          <RichTextInput
            label={t('news:admin.field.body')}
            required
            value={v.bodyHtml}
            onChange={(html) => form.setFieldValue('bodyHtml', html)}
            error={form.errors.bodyHtml}
          />
        ) : (
          <Loader size="sm" aria-label={t('common:app.loading')} />
        )}
        <ImageField
          label={t('news:admin.field.cover')}
          value={v.coverUrl}
          onChange={(url) => form.setFieldValue('coverUrl', url)}
          error={form.errors.coverUrl}
        />
        <TranslationFields
          form={form}
          fields={[
            { name: 'title', label: t('news:admin.field.title') },
            { name: 'summary', label: t('news:admin.field.summary'), multiline: true },
            {
              name: 'bodyHtml',
              label: t('news:admin.field.body'),
              input: (field) =>
                RichTextInput ? (
                  <RichTextInput
                    label={field.label}
                    value={field.value}
                    onChange={field.onChange}
                    error={field.error}
                  />
                ) : (
                  <Loader size="sm" aria-label={t('common:app.loading')} />
                ),
            },
          ]}
          english={{ title: v.title, summary: v.summary, bodyHtml: '' }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('news:admin.field.audience')}
            required
            allowDeselect={false}
            data={NEWS_AUDIENCES.map((a) => ({ value: a, label: t(AUDIENCE_KEYS[a]) }))}
            {...form.getInputProps('audience')}
          />
          <Select
            label={t('news:admin.field.language')}
            required
            allowDeselect={false}
            data={LANGUAGES.map((l) => ({ value: l, label: t(LANGUAGE_KEYS[l]) }))}
            {...form.getInputProps('language')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
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
