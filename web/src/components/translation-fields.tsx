import { TRANSLATED_LANGUAGES, type TranslatedLanguage, type Translations } from '@club/contracts';
import { Accordion, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_KEYS } from '../lib/text-keys';

/** What a field's own input is handed: its label, language, text and problem. */
export interface TranslationInputProps {
  label: string;
  lang: TranslatedLanguage;
  value: string;
  onChange: (value: string) => void;
  error: ReactNode;
}

/**
 * One translated field: its name in the form, its label, and whether it is a paragraph, or its
 * own input (a rich text's editor) instead of a text box.
 */
export type TranslatedField<F extends string> = {
  name: F;
  label: string;
  multiline?: boolean;
  input?: (props: TranslationInputProps) => ReactNode;
};

/** The form's values of the translated fields: every language with every field, '' = English. */
export type TranslationValues<F extends string> = Record<TranslatedLanguage, Record<F, string>>;

/** The form's starting values from a row's translations (absent texts as ''). */
export function translationValues<F extends string>(
  fields: readonly F[],
  translations: Translations<F> | undefined,
): TranslationValues<F> {
  const one = (lang: TranslatedLanguage) =>
    Object.fromEntries(fields.map((f) => [f, translations?.[lang]?.[f] ?? ''])) as Record<
      F,
      string
    >;
  return { es: one('es'), de: one('de') };
}

/**
 * The editors' Spanish and German texts of a record's own words, under its English fields:
 * folded away until opened (most edits are the English text), opened at once when one of
 * them has a problem. Each field shows the English text it translates; a field left blank
 * is read in English.
 */
export function TranslationFields<F extends string>({
  form,
  fields,
  english,
}: {
  // The form's values hold `translations` (TranslationValues<F>); their other fields do not matter here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturnType<any>;
  fields: readonly TranslatedField<F>[];
  /** The English texts as typed now (each translation's placeholder). */
  english: Record<F, string>;
}) {
  const { t } = useTranslation();
  const withError = Object.keys(form.errors).some((k) => k.startsWith('translations.'));
  return (
    <Accordion
      variant="contained"
      // Keyed on the problem, so a translation with an error is shown, never hidden.
      key={withError ? 'problem' : 'fine'}
      defaultValue={withError ? 'translations' : null}
    >
      <Accordion.Item value="translations">
        <Accordion.Control>{t('translations.title')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('translations.hint')}
            </Text>
            {TRANSLATED_LANGUAGES.map((lang) =>
              fields.map((f) => {
                const label = t('translations.fieldIn', {
                  field: f.label,
                  language: t(LANGUAGE_KEYS[lang]),
                });
                const path = `translations.${lang}.${f.name}`;
                if (f.input) {
                  const values = form.getValues() as { translations: TranslationValues<F> };
                  return (
                    <Fragment key={`${lang}-${f.name}`}>
                      {f.input({
                        label,
                        lang,
                        value: values.translations[lang][f.name],
                        onChange: (value) => form.setFieldValue(path, value),
                        error: form.errors[path],
                      })}
                    </Fragment>
                  );
                }
                const props = {
                  label,
                  lang,
                  placeholder: english[f.name] || undefined,
                  ...form.getInputProps(path),
                };
                return f.multiline ? (
                  <Textarea key={`${lang}-${f.name}`} autosize minRows={2} maxRows={5} {...props} />
                ) : (
                  <TextInput key={`${lang}-${f.name}`} {...props} />
                );
              }),
            )}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
