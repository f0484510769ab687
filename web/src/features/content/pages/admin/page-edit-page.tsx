import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  PAGE_CTAS,
  pageSlugSchema,
  updatePageRequest,
  updatePageTranslationRequest,
  type ContentPage,
  type Language,
  type PageCta,
  type PageSlug,
  type PageTranslation,
  type PageTranslationLanguage,
  type Photo,
  type Timing,
} from '@club/contracts';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { keyMap } from '../../../../lib/i18n';
import { notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../settings';
import { usePage } from '../../api/get-page';
import { usePageTranslation } from '../../api/get-page-translation';
import { useRemovePageTranslation } from '../../api/remove-page-translation';
import { useSavePageTranslation } from '../../api/save-page-translation';
import { CTA_KEYS, PAGE_TITLE_KEYS, pathOf } from '../../site-map';
import { useUpdatePage } from '../../api/update-page';
import { ImageField } from '../../components/image-field';
import { RichTextInput } from '../../components/rich-text-input';
import { PATHS } from '../../../../app/paths';

interface Values extends Record<string, unknown> {
  title: string;
  summary: string;
  bodyHtml: string;
  timings: Timing[];
  rules: string[];
  photos: Photo[];
  cta: PageCta | null;
}

/** The texts every version of a page has: title, summary, body, timings and rules. */
function TextFields({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useTranslation();
  const v = form.getValues();
  return (
    <>
      <TextInput
        label={t('content:admin.pages.heading')}
        required
        {...form.getInputProps('title')}
      />
      <Textarea
        label={t('content:admin.pages.summary')}
        required
        autosize
        minRows={2}
        {...form.getInputProps('summary')}
      />
      <RichTextInput
        label={t('content:admin.pages.body')}
        value={v.bodyHtml}
        onChange={(html) => form.setFieldValue('bodyHtml', html)}
        error={form.errors.bodyHtml}
      />

      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="sm">
          {t('content:admin.pages.timings')}
        </Title>
        <Stack gap="xs">
          {v.timings.map((_, i) => (
            <Group key={i} align="flex-end" wrap="nowrap" gap="xs">
              <TextInput
                style={{ flex: 1 }}
                label={`${t('content:admin.pages.timingLabel')} ${i + 1}`}
                {...form.getInputProps(`timings.${i}.label`)}
              />
              <TextInput
                style={{ flex: 1.4 }}
                label={`${t('content:admin.pages.timingValue')} ${i + 1}`}
                {...form.getInputProps(`timings.${i}.value`)}
              />
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                mb={form.errors[`timings.${i}.label`] || form.errors[`timings.${i}.value`] ? 22 : 0}
                onClick={() => form.removeListItem('timings', i)}
                aria-label={`${t('content:admin.pages.remove')}: ${t('content:admin.pages.timings')} ${i + 1}`}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('timings', { label: '', value: '' })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('content:admin.pages.addTiming')}
          </Button>
        </Stack>
      </Card>

      <Card withBorder padding="md">
        <Title order={2} size="h4" mb="sm">
          {t('content:admin.pages.rules')}
        </Title>
        <Stack gap="xs">
          {v.rules.map((_, i) => (
            <Group key={i} align="flex-end" wrap="nowrap" gap="xs">
              <TextInput
                style={{ flex: 1 }}
                label={`${t('content:admin.pages.rule')} ${i + 1}`}
                {...form.getInputProps(`rules.${i}`)}
              />
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                mb={form.errors[`rules.${i}`] ? 22 : 0}
                onClick={() => form.removeListItem('rules', i)}
                aria-label={`${t('content:admin.pages.remove')}: ${t('content:admin.pages.rule')} ${i + 1}`}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('rules', '')}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('content:admin.pages.addRule')}
          </Button>
        </Stack>
      </Card>
    </>
  );
}

function PageForm({ slug, page }: { slug: PageSlug; page: ContentPage }) {
  const { t } = useTranslation();
  const save = useUpdatePage(slug);
  const form = useZodForm<Values>(updatePageRequest, {
    initialValues: {
      title: page.title,
      summary: page.summary,
      bodyHtml: page.bodyHtml,
      timings: page.timings,
      rules: page.rules,
      photos: page.photos,
      cta: page.cta,
    },
  });
  const v = form.getValues();

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(values, {
          onSuccess: (saved) => {
            notifySuccess(t('content:admin.saved'));
            form.setInitialValues({ ...values, bodyHtml: saved.bodyHtml });
            form.setFieldValue('bodyHtml', saved.bodyHtml);
          },
          onError: (e) => {
            applyProblemToForm(form, e);
          },
        }),
      )}
    >
      <Stack gap="lg">
        <TextFields form={form} />

        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="sm">
            {t('content:admin.pages.photos')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {v.photos.map((p, i) => (
              <Stack key={`${p.url}-${i}`} gap="xs">
                <ImageField
                  area="content"
                  label={`${t('content:admin.photo')} ${i + 1}`}
                  value={p.url}
                  onChange={(url) =>
                    url
                      ? form.setFieldValue(`photos.${i}.url`, url)
                      : form.removeListItem('photos', i)
                  }
                  error={form.errors[`photos.${i}.url`]}
                />
                <TextInput
                  label={t('content:admin.pages.photoAlt')}
                  {...form.getInputProps(`photos.${i}.alt`)}
                />
              </Stack>
            ))}
            <ImageField
              area="content"
              label={`${t('content:admin.photo')} ${v.photos.length + 1}`}
              value={null}
              onChange={(url) => url && form.insertListItem('photos', { url, alt: '' })}
              error={typeof form.errors.photos === 'string' ? form.errors.photos : undefined}
            />
          </SimpleGrid>
        </Card>

        <Select
          label={t('content:admin.pages.cta')}
          data={[
            { value: '', label: t('content:admin.pages.ctaNone') },
            ...PAGE_CTAS.map((c) => ({ value: c, label: t(CTA_KEYS[c]) })),
          ]}
          value={v.cta ?? ''}
          onChange={(value) => form.setFieldValue('cta', (value || null) as PageCta | null)}
          allowDeselect={false}
          maw={360}
        />

        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('content:admin.save')}
          </Button>
          <Anchor component={Link} to={pathOf(slug)}>
            {t('content:admin.view')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

const VERSIONS = ['en', 'es', 'de'] as const satisfies readonly Language[];
const VERSION_KEYS = keyMap('content:admin.pages.languages.', VERSIONS);

/**
 * A page's Spanish or German version: its texts only (photos and the call to action are the
 * English page's). Without one the fields start from the English text.
 */
function TranslationForm({
  slug,
  language,
  english,
  translation,
}: {
  slug: PageSlug;
  language: PageTranslationLanguage;
  english: ContentPage;
  translation: PageTranslation | null;
}) {
  const { t } = useTranslation();
  const save = useSavePageTranslation(slug, language);
  const remove = useRemovePageTranslation(slug, language);
  const [confirming, setConfirming] = useState(false);
  const from = translation ?? english;
  const form = useZodForm<Values>(updatePageTranslationRequest, {
    initialValues: {
      title: from.title,
      summary: from.summary,
      bodyHtml: from.bodyHtml,
      timings: from.timings,
      rules: from.rules,
      photos: [],
      cta: null,
    },
  });
  const name = t(VERSION_KEYS[language]);

  return (
    <form
      noValidate
      lang={language}
      onSubmit={form.onSubmit(({ title, summary, bodyHtml, timings, rules }) =>
        save.mutate(
          { title, summary, bodyHtml, timings, rules },
          {
            onSuccess: () => notifySuccess(t('content:admin.saved')),
            onError: (e) => {
              applyProblemToForm(form, e);
            },
          },
        ),
      )}
    >
      <Stack gap="lg">
        {translation ? (
          <Alert color="teal">{t('content:admin.pages.translated', { language: name })}</Alert>
        ) : (
          <Alert color="yellow">
            <Text fw={700} size="sm">
              {t('content:admin.pages.notTranslated')}
            </Text>
            <Text size="sm">{t('content:admin.pages.startFromEnglish')}</Text>
          </Alert>
        )}
        <TextFields form={form} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('content:admin.save')}
          </Button>
          {translation && (
            <Button variant="light" color="red" onClick={() => setConfirming(true)}>
              {t('content:admin.pages.removeTranslation')}
            </Button>
          )}
          <Anchor component={Link} to={pathOf(slug)}>
            {t('content:admin.view')}
          </Anchor>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('content:admin.pages.removeConfirmTitle')}
        closeButtonProps={{ 'aria-label': t('content:admin.cancel') }}
      >
        <Text mb="md">{t('content:admin.pages.removeConfirmText', { language: name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('content:admin.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  notifySuccess(t('content:admin.pages.translationRemoved'));
                },
              })
            }
          >
            {t('content:admin.pages.removeTranslation')}
          </Button>
        </Group>
      </Modal>
    </form>
  );
}

function TranslationEditor({
  slug,
  language,
  english,
}: {
  slug: PageSlug;
  language: PageTranslationLanguage;
  english: ContentPage;
}) {
  const { t } = useTranslation();
  const { data, isPending, isError, dataUpdatedAt } = usePageTranslation(slug, language);
  if (isError) return <Alert color="red">{t('content:loadError')}</Alert>;
  if (isPending) return <Skeleton h={500} />;
  return (
    <TranslationForm
      key={`${language}-${dataUpdatedAt}`}
      slug={slug}
      language={language}
      english={english}
      translation={data.translation}
    />
  );
}

/**
 * /admin/content/pages/:slug: a page's text, timings, rules, photos and call to action, in
 * English (the club's own text) and its Spanish and German versions.
 */
export default function PageEditPage() {
  const { t } = useTranslation();
  const parsed = pageSlugSchema.safeParse(useParams().slug?.toLowerCase());
  const slug = parsed.success ? parsed.data : 'home';
  const { data, isPending, isError, dataUpdatedAt } = usePage(slug, 'en');
  const [version, setVersion] = useState<Language>('en');
  const name = t(PAGE_TITLE_KEYS[slug]);
  usePageTitle(t('content:admin.pages.editTitle', { page: name }));
  if (!parsed.success) return <Navigate to={PATHS.contentPages} replace />;
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Anchor component={Link} to={PATHS.contentPages} size="sm">
          {t('content:admin.pages.title')}
        </Anchor>
        <Title order={1}>{t('content:admin.pages.editTitle', { page: name })}</Title>
        <Text c="dimmed" size="sm">
          {pathOf(slug)}
        </Text>
      </div>
      <Stack gap={4}>
        <Text fw={500} size="sm" id="page-version-label">
          {t('content:admin.pages.language')}
        </Text>
        <SegmentedControl
          aria-labelledby="page-version-label"
          value={version}
          onChange={(value) => setVersion(value as Language)}
          data={VERSIONS.map((l) => ({
            value: l,
            label: t(VERSION_KEYS[l]),
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
        {version === 'en' && (
          <Text c="dimmed" size="sm">
            {t('content:admin.pages.englishNote')}
          </Text>
        )}
      </Stack>
      {isError && <Alert color="red">{t('content:loadError')}</Alert>}
      {isPending ? (
        <Skeleton h={500} />
      ) : (
        data &&
        (version === 'en' ? (
          <PageForm key={dataUpdatedAt} slug={slug} page={data} />
        ) : (
          <TranslationEditor slug={slug} language={version} english={data} />
        ))
      )}
    </Stack>
  );
}
