import {
  Alert,
  Anchor,
  Card,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  PAGE_CTAS,
  pageSlugSchema,
  updatePageRequest,
  type ContentPage,
  type Language,
  type PageCta,
  type PageSlug,
} from '@club/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../settings';
import { usePage } from '../../api/get-page';
import { CTA_KEYS, PAGE_TITLE_KEYS, pathOf } from '../../site-map';
import { useUpdatePage } from '../../api/update-page';
import { ImageField } from '../../components/image-field';
import {
  PageFormActions,
  PageTextFields,
  type PageValues,
} from '../../components/page-text-fields';
import {
  PAGE_VERSION_KEYS,
  PAGE_VERSIONS,
  PageTranslationEditor,
} from '../../components/page-translation-editor';
import { PATHS } from '../../../../app/paths';

function PageForm({ slug, page }: { slug: PageSlug; page: ContentPage }) {
  const { t } = useTranslation();
  const save = useUpdatePage(slug);
  const form = useZodForm<PageValues>(updatePageRequest, {
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
        <PageTextFields form={form} />

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

        <PageFormActions slug={slug} saving={save.isPending} />
      </Stack>
    </form>
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
          data={PAGE_VERSIONS.map((l) => ({
            value: l,
            label: t(PAGE_VERSION_KEYS[l]),
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
          <PageTranslationEditor slug={slug} language={version} english={data} />
        ))
      )}
    </Stack>
  );
}
