import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import {
  updatePageTranslationRequest,
  type ContentPage,
  type Language,
  type PageSlug,
  type PageTranslation,
  type PageTranslationLanguage,
} from '@club/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyProblemToForm, useZodForm } from '../../../lib/form';
import { keyMap } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { usePageTranslation } from '../api/get-page-translation';
import { useRemovePageTranslation } from '../api/remove-page-translation';
import { useSavePageTranslation } from '../api/save-page-translation';
import { PageFormActions, PageTextFields, type PageValues } from './page-text-fields';

/** The versions of a page the editor switches between, English (the club's own) first. */
export const PAGE_VERSIONS = ['en', 'es', 'de'] as const satisfies readonly Language[];
export const PAGE_VERSION_KEYS = keyMap('content:admin.pages.languages.', PAGE_VERSIONS);

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
  const form = useZodForm<PageValues>(updatePageTranslationRequest, {
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
  const name = t(PAGE_VERSION_KEYS[language]);

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
        <PageTextFields form={form} />
        <PageFormActions slug={slug} saving={save.isPending}>
          {translation && (
            <Button variant="light" color="red" onClick={() => setConfirming(true)}>
              {t('content:admin.pages.removeTranslation')}
            </Button>
          )}
        </PageFormActions>
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

/** A page's version in one of the other languages, read, then edited in its form. */
export function PageTranslationEditor({
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
