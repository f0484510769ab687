import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { PageCta, PageSlug, Photo, Timing } from '@club/contracts';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathOf } from '../site-map';
import { RichTextInput } from './rich-text-input';

/** What the page editor's forms hold (a translation leaves photos and cta empty). */
export interface PageValues extends Record<string, unknown> {
  title: string;
  summary: string;
  bodyHtml: string;
  timings: Timing[];
  rules: string[];
  photos: Photo[];
  cta: PageCta | null;
}

/**
 * A card of rows that can be added and removed (a page's timings, its rules): each row's
 * fields, a remove button named after the row, and an add button under them.
 */
function ListCard({
  title,
  rows,
  addLabel,
  onAdd,
}: {
  title: string;
  rows: { fields: ReactNode; name: string; hasError: boolean; onRemove: () => void }[];
  addLabel: string;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">
        {rows.map((row, i) => (
          <Group key={i} align="flex-end" wrap="nowrap" gap="xs">
            {row.fields}
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              mb={row.hasError ? 22 : 0}
              onClick={row.onRemove}
              aria-label={`${t('content:admin.pages.remove')}: ${row.name}`}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={onAdd}
          style={{ alignSelf: 'flex-start' }}
        >
          {addLabel}
        </Button>
      </Stack>
    </Card>
  );
}

/** The texts every version of a page has: title, summary, body, timings and rules. */
export function PageTextFields({ form }: { form: UseFormReturnType<PageValues> }) {
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

      <ListCard
        title={t('content:admin.pages.timings')}
        rows={v.timings.map((_, i) => ({
          fields: (
            <>
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
            </>
          ),
          name: `${t('content:admin.pages.timings')} ${i + 1}`,
          hasError: Boolean(form.errors[`timings.${i}.label`] || form.errors[`timings.${i}.value`]),
          onRemove: () => form.removeListItem('timings', i),
        }))}
        addLabel={t('content:admin.pages.addTiming')}
        onAdd={() => form.insertListItem('timings', { label: '', value: '' })}
      />

      <ListCard
        title={t('content:admin.pages.rules')}
        rows={v.rules.map((_, i) => ({
          fields: (
            <TextInput
              style={{ flex: 1 }}
              label={`${t('content:admin.pages.rule')} ${i + 1}`}
              {...form.getInputProps(`rules.${i}`)}
            />
          ),
          name: `${t('content:admin.pages.rule')} ${i + 1}`,
          hasError: Boolean(form.errors[`rules.${i}`]),
          onRemove: () => form.removeListItem('rules', i),
        }))}
        addLabel={t('content:admin.pages.addRule')}
        onAdd={() => form.insertListItem('rules', '')}
      />
    </>
  );
}

/** A page form's buttons: save, the form's own (remove a translation), and a link to the page. */
export function PageFormActions({
  slug,
  saving,
  children,
}: {
  slug: PageSlug;
  saving: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button type="submit" loading={saving}>
        {t('content:admin.save')}
      </Button>
      {children}
      <Anchor component={Link} to={pathOf(slug)}>
        {t('content:admin.view')}
      </Anchor>
    </Group>
  );
}
