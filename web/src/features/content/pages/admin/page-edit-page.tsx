import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
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
  type ContentPage,
  type PageCta,
  type PageSlug,
  type Photo,
  type Timing,
} from '@club/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { applyProblemToForm, useZodForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../settings';
import { usePage } from '../../api/get-page';
import { CTA_KEYS, PAGE_TITLE_KEYS, pathOf } from '../../site-map';
import { useUpdatePage } from '../../api/update-page';
import { ImageField } from '../../components/image-field';
import { RichTextInput } from '../../components/rich-text-input';

interface Values extends Record<string, unknown> {
  title: string;
  summary: string;
  bodyHtml: string;
  timings: Timing[];
  rules: string[];
  photos: Photo[];
  cta: PageCta | null;
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
                  mb={
                    form.errors[`timings.${i}.label`] || form.errors[`timings.${i}.value`] ? 22 : 0
                  }
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

/** /admin/content/pages/:slug: a page's text, timings, rules, photos and call to action. */
export default function PageEditPage() {
  const { t } = useTranslation();
  const parsed = pageSlugSchema.safeParse(useParams().slug?.toLowerCase());
  const slug = parsed.success ? parsed.data : 'home';
  const { data, isPending, isError, dataUpdatedAt } = usePage(slug, 'en');
  const name = t(PAGE_TITLE_KEYS[slug]);
  usePageTitle(t('content:admin.pages.editTitle', { page: name }));
  if (!parsed.success) return <Navigate to="/admin/content/pages" replace />;
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Anchor component={Link} to="/admin/content/pages" size="sm">
          {t('content:admin.pages.title')}
        </Anchor>
        <Title order={1}>{t('content:admin.pages.editTitle', { page: name })}</Title>
        <Text c="dimmed" size="sm">
          {pathOf(slug)}
        </Text>
      </div>
      {isError && <Alert color="red">{t('content:loadError')}</Alert>}
      {isPending ? (
        <Skeleton h={500} />
      ) : (
        data && <PageForm key={dataUpdatedAt} slug={slug} page={data} />
      )}
    </Stack>
  );
}
