import { Select, SimpleGrid, TextInput, type SimpleGridProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from './date-picker-input';

/**
 * A list's filters above its table: one column at phone width, `cols` from there on
 * (`{ base: 1, sm: 3 }` by default). Its fields are the kit's `SelectFilter`, `DateFilter`
 * and `SearchFilter`, or any Mantine input.
 */
export function FilterBar({
  cols = { base: 1, sm: 3 },
  children,
}: {
  cols?: SimpleGridProps['cols'];
  children: ReactNode;
}) {
  return <SimpleGrid cols={cols}>{children}</SimpleGrid>;
}

/** The clear button's name, "Clear Status", from common's texts. */
function useClearLabel(field: string) {
  const { t } = useTranslation();
  return { 'aria-label': t('common.list.clearField', { field }) };
}

/** One choice of a SelectFilter, or a group of them under a heading. */
export type FilterOption<V extends string> = { value: V; label: string };
export type FilterChoices<V extends string> = (
  FilterOption<V> | { group: string; items: FilterOption<V>[] }
)[];

/**
 * A choice among values (`data`, grouped or not), cleared to show them all (`placeholder`:
 * "All"); `disabled` while
 * it has nothing to offer yet (a category before its outlet is chosen).
 */
export function SelectFilter<V extends string>({
  label,
  placeholder,
  data,
  value,
  onChange,
  searchable,
  disabled,
}: {
  label: string;
  placeholder: string;
  data: FilterChoices<V>;
  value: V | null;
  onChange(value: V | null): void;
  searchable?: boolean;
  disabled?: boolean;
}) {
  const clear = useClearLabel(label);
  return (
    <Select
      label={label}
      placeholder={placeholder}
      clearable
      {...(searchable ? { searchable } : {})}
      {...(disabled ? { disabled } : {})}
      clearButtonProps={clear}
      data={data}
      value={value}
      onChange={(v) => onChange(v as V | null)}
    />
  );
}

/** A day (`2026-12-05`), cleared to set no bound. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange(value: string | null): void;
}) {
  const clear = useClearLabel(label);
  return (
    <DatePickerInput
      label={label}
      leftSection={<IconCalendar size={16} aria-hidden />}
      clearable
      clearButtonProps={clear}
      value={value}
      onChange={(v: string | null) => onChange(v ? v.slice(0, 10) : null)}
    />
  );
}

/**
 * Words to search by: the field shows what is typed at once, and `onChange` hears the trimmed
 * words once typing pauses (300 ms), so the list (and the address) follows without a request
 * per key. A value changed from outside ("Clear filters") replaces what the field shows.
 */
export function SearchFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string | null;
  onChange(value: string | null): void;
}) {
  const [typed, setTyped] = useState(value ?? '');
  const [settled] = useDebouncedValue(typed.trim(), 300);
  // What the field last said (or was told): the value coming back from it is no news.
  const said = useRef(value ?? '');
  useEffect(() => {
    if (settled !== (value ?? '')) {
      said.current = settled;
      onChange(settled || null);
    }
    // Only a pause in typing reports.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  useEffect(() => {
    if ((value ?? '') === said.current) return;
    said.current = value ?? '';
    setTyped(said.current);
  }, [value]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={typed}
      onChange={(e) => setTyped(e.currentTarget.value)}
    />
  );
}
