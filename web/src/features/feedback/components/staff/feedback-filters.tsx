import '@mantine/dates/styles.css';
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES } from '@club/contracts/core';
import { Button, Group, Switch } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '../../../../components/date-picker-input';
import { FilterBar, SearchFilter, SelectFilter } from '../../../../components/filter-bar';
import { ISO_DAY, type ListState } from '../../../../components/list-kit';
import { useAssignees } from '../../api/staff/get-assignees';
import { CATEGORY_KEYS, STATUS_KEYS } from './labels';

/** The office's feedback filters, each kept in the address under its name. */
export const FEEDBACK_FILTERS = {
  status: { values: FEEDBACK_STATUSES },
  category: { values: FEEDBACK_CATEGORIES },
  from: { pattern: ISO_DAY },
  to: { pattern: ISO_DAY },
  term: {},
  /** 'me', 'none' or a staff user's id. */
  assignee: { pattern: /^(none|me|[1-9]\d{0,9})$/ },
  overdue: { values: ['true'] as const },
};
export type FeedbackFilterSpecs = typeof FEEDBACK_FILTERS;

const NO_FILTERS = {
  status: null,
  category: null,
  from: null,
  to: null,
  term: null,
  assignee: null,
  overdue: null,
};

/**
 * The filter bar of "Manage Feedbacks": status, category, the period received, the member
 * (code or name), the assignee (me, nobody or a staff member), overdue only; and a way to clear
 * them all.
 */
export function FeedbackFilters<S extends string>({
  list,
}: {
  list: ListState<FeedbackFilterSpecs, S>;
}) {
  const { t } = useTranslation();
  const { filters } = list;
  const staff = useAssignees().data?.items ?? [];
  const period: [string | null, string | null] = [filters.from, filters.to];
  return (
    <div>
      <FilterBar cols={{ base: 1, xs: 2, md: 3 }}>
        <SelectFilter
          label={t('feedback-admin:list.status')}
          placeholder={t('feedback-admin:list.allStatuses')}
          data={FEEDBACK_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) }))}
          value={filters.status}
          onChange={(status) => list.setFilters({ status })}
        />
        <SelectFilter
          label={t('feedback-admin:list.category')}
          placeholder={t('feedback-admin:list.allCategories')}
          data={FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_KEYS[c]) }))}
          value={filters.category}
          onChange={(category) => list.setFilters({ category })}
        />
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          clearable
          clearButtonProps={{
            'aria-label': t('common.list.clearField', { field: t('feedback-admin:list.period') }),
          }}
          label={t('feedback-admin:list.period')}
          placeholder={t('feedback-admin:list.periodPlaceholder')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={period}
          onChange={(v) => {
            const [first, last] = (v as [string | null, string | null]).map((d) =>
              d ? d.slice(0, 10) : null,
            );
            list.setFilters({ from: first ?? null, to: first ? (last ?? null) : null });
          }}
          // The placeholder is text in a button here: it must meet the text contrast ratio.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        />
        <SearchFilter
          label={t('feedback-admin:list.member')}
          placeholder={t('feedback-admin:list.memberPlaceholder')}
          value={filters.term}
          onChange={(term) => list.setFilters({ term })}
        />
        <SelectFilter
          label={t('feedback-admin:list.assignee')}
          placeholder={t('feedback-admin:list.anyone')}
          searchable
          data={[
            { value: 'me', label: t('feedback-admin:list.me') },
            { value: 'none', label: t('feedback-admin:list.nobody') },
            ...staff.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          value={filters.assignee}
          onChange={(assignee) => list.setFilters({ assignee })}
        />
        <Switch
          mt={{ base: 0, xs: 30 }}
          label={t('feedback-admin:list.overdueOnly')}
          checked={filters.overdue === 'true'}
          onChange={(e) => list.setFilters({ overdue: e.currentTarget.checked ? 'true' : null })}
        />
      </FilterBar>
      <Group mt="sm">
        <Button size="xs" variant="subtle" onClick={() => list.setFilters(NO_FILTERS)}>
          {t('feedback-admin:list.clearFilters')}
        </Button>
      </Group>
    </div>
  );
}
