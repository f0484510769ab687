import {
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { GetInputPropsOptions, GetInputPropsReturnType } from '@mantine/form';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyProblemToForm } from '../lib/form';
import type { TKey } from '../lib/i18n';
import { notifySuccess } from '../lib/notify';
import { FORM_STYLE } from './form-style';

/**
 * An area's words for the parts every catalog form shares (a room's, a hall's, a menu item's,
 * an event category's form), declared once beside the area's texts.
 */
export interface AdminFormTexts {
  save: TKey;
  cancel: TKey;
  /** The cancel button's words once the record is saved (a form kept open for its photos). */
  close: TKey;
  sort: TKey;
  sortHint?: TKey;
  active: TKey;
}

/** What the parts read of a form: its fields' props (any `useZodForm`). */
export interface FieldsOf {
  getInputProps: (path: string, options?: GetInputPropsOptions) => GetInputPropsReturnType;
}

/** What the forms' buttons need: the area's words, how to cancel, and whether it is saving. */
export interface SaveBarProps {
  texts: AdminFormTexts;
  onCancel: () => void;
  pending: boolean;
  /** Whether the record is saved (a form kept open for its photos): cancel then says close. */
  saved?: boolean;
}

/**
 * A catalog form: unchecked by the browser (the schema checks it), its fields in one column,
 * then its buttons (`buttons`: `SaveBar`'s props; none for a form that draws its own).
 */
export function AdminForm({
  onSubmit,
  buttons,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  buttons?: SaveBarProps;
  children: ReactNode;
}) {
  return (
    <form noValidate style={FORM_STYLE} onSubmit={onSubmit}>
      <Stack gap="sm">
        {children}
        {buttons && <SaveBar {...buttons} />}
      </Stack>
    </form>
  );
}

/** The record's name, first in the form and focused when it opens (`field`: another name). */
export function NameField({
  form,
  label,
  field = 'name',
}: {
  form: FieldsOf;
  label: string;
  field?: string;
}) {
  return <TextInput label={label} required data-autofocus {...form.getInputProps(field)} />;
}

/** The record's description, a paragraph that grows with its text. */
export function DescriptionField({
  form,
  label,
  maxRows = 5,
}: {
  form: FieldsOf;
  label: string;
  maxRows?: number;
}) {
  return (
    <Textarea
      label={label}
      autosize
      minRows={2}
      maxRows={maxRows}
      {...form.getInputProps('description')}
    />
  );
}

/** A tax-rate choice (`taxRate`, held as a string) among the area's rates, written as percents. */
export function TaxRateSelect({
  form,
  label,
  rates,
  percent,
}: {
  form: FieldsOf;
  label: string;
  rates: readonly number[];
  percent: (rate: number) => string;
}) {
  return (
    <Select
      label={label}
      data={rates.map((r) => ({ value: String(r), label: percent(r) }))}
      allowDeselect={false}
      {...form.getInputProps('taxRate')}
    />
  );
}

/** The forms' last row but one: the sort order (`sort`) and whether the record is `active`. */
export function SortActiveFields({
  form,
  texts,
  hint = true,
}: {
  form: FieldsOf;
  texts: AdminFormTexts;
  /** Whether the sort order says how it sorts (`texts.sortHint`). */
  hint?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group grow align="flex-start">
      <NumberInput
        label={t(texts.sort)}
        description={hint && texts.sortHint ? t(texts.sortHint) : undefined}
        min={0}
        max={9999}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('sort')}
      />
      <Switch
        mt={30}
        label={t(texts.active)}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </Group>
  );
}

/** The forms' buttons: cancel (or close, once `saved`) and save (submits, `pending` meanwhile). */
export function SaveBar({ texts, onCancel, pending, saved = false }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t(saved ? texts.close : texts.cancel)}
      </Button>
      <Button type="submit" loading={pending}>
        {t(texts.save)}
      </Button>
    </Group>
  );
}

/**
 * What a save mutation does when it answers: says `message` of the saved record and goes on
 * with `then`; a refusal with field errors shows them at the fields (`orElse`: what else to
 * do with one that names none; the global toast by default).
 */
export function saveOutcome<T>(
  form: Parameters<typeof applyProblemToForm>[0],
  message: (saved: T) => string,
  then: (saved: T) => void,
  orElse?: (error: Error) => void,
) {
  return {
    onSuccess: (saved: T) => {
      notifySuccess(message(saved));
      then(saved);
    },
    onError: (e: Error) => {
      if (!applyProblemToForm(form, e)) orElse?.(e);
    },
  };
}
