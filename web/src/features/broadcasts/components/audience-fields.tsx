import '@mantine/dates/styles.css';
import {
  BROADCAST_AUDIENCES,
  MEMBERSHIP_TYPES,
  SPORTS,
  type BroadcastAudience,
} from '@club/contracts';
import { Loader, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '../../../components/date-picker-input';
import { isApiError } from '../../../lib/api';
import { useEvents } from '../../events';
import { useMemberSearch } from '../api/search-members';
import { useAudienceCount } from '../api/preview-audience';
import { AUDIENCE_KEYS, SPORT_KEYS, TYPE_KEYS } from './labels';

/** The audience as the form holds it while the office writes it (each segment's own fields). */
export interface AudienceDraft {
  kind: BroadcastAudience['kind'];
  type: string | null;
  sport: string | null;
  eventId: string | null;
  date: string | null;
  from: string | null;
  to: string | null;
  memberIds: string[];
}

export const EMPTY_AUDIENCE: AudienceDraft = {
  kind: 'all_members',
  type: null,
  sport: null,
  eventId: null,
  date: null,
  from: null,
  to: null,
  memberIds: [],
};

/** The audience the server reads, or null while its segment's fields are not all chosen. */
export function audienceOf(d: AudienceDraft): BroadcastAudience | null {
  switch (d.kind) {
    case 'all_members':
    case 'staff':
      return { kind: d.kind };
    case 'membership_type':
      return d.type ? { kind: d.kind, type: d.type as BroadcastAudience & never } : null;
    case 'sports_group':
      return d.sport ? { kind: d.kind, sport: d.sport as never } : null;
    case 'event':
      return d.eventId ? { kind: d.kind, eventId: Number(d.eventId) } : null;
    case 'chambers_date':
      return d.date ? { kind: d.kind, date: d.date } : null;
    case 'hall_period':
      return d.from && d.to ? { kind: d.kind, from: d.from, to: d.to } : null;
    case 'members':
      return d.memberIds.length ? { kind: d.kind, memberIds: d.memberIds.map(Number) } : null;
  }
}

/** A stored audience back in the form's shape. */
export function draftOf(a: BroadcastAudience): AudienceDraft {
  const d: AudienceDraft = { ...EMPTY_AUDIENCE, kind: a.kind };
  if (a.kind === 'membership_type') d.type = a.type;
  if (a.kind === 'sports_group') d.sport = a.sport;
  if (a.kind === 'event') d.eventId = String(a.eventId);
  if (a.kind === 'chambers_date') d.date = a.date;
  if (a.kind === 'hall_period') Object.assign(d, { from: a.from, to: a.to });
  if (a.kind === 'members') d.memberIds = a.memberIds.map(String);
  return d;
}

/** The live count of the audience (debounced): how many people it matches now, or that it matches nobody. */
function AudienceCount({ audience }: { audience: BroadcastAudience | null }) {
  const { t } = useTranslation();
  const [settled] = useDebouncedValue(audience, 400);
  const count = useAudienceCount(settled);
  if (!settled) return null;
  if (count.isFetching && !count.data)
    return (
      <Text size="sm" c="dimmed" role="status">
        <Loader size={12} mr={6} aria-hidden />
        {t('broadcasts:form.counting')}
      </Text>
    );
  if (count.isError)
    return (
      <Text size="sm" c="red.8" role="status" data-testid="audience-count">
        {isApiError(count.error) && count.error.status === 422
          ? t('broadcasts:form.nobody')
          : t('errors.unknown')}
      </Text>
    );
  return (
    <Text size="sm" fw={600} role="status" data-testid="audience-count">
      {count.data ? t('broadcasts:form.count', { count: count.data.count }) : ''}
    </Text>
  );
}

/**
 * Who it goes to: the segment, then that segment's own field (a membership type, a sports group,
 * an event, a date, a period, chosen members), and the live count from the server.
 */
export function AudienceFields({
  value,
  onChange,
  error,
}: {
  value: AudienceDraft;
  onChange: (d: AudienceDraft) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const set = (p: Partial<AudienceDraft>) => onChange({ ...value, ...p });
  const [term, setTerm] = useState('');
  const [settledTerm] = useDebouncedValue(term, 300);
  const members = useMemberSearch(value.kind === 'members' ? settledTerm : null);
  const [known, setKnown] = useState<Record<string, string>>({});
  const events = useEvents({ pageIndex: 0, pageSize: 100, sortBy: 'startsAt', sortDir: 'desc' });
  const memberData = [
    ...value.memberIds.map((id) => ({ value: id, label: known[id] ?? `#${id}` })),
    ...(members.data?.items ?? [])
      .filter((m) => !value.memberIds.includes(String(m.id)))
      .map((m) => ({ value: String(m.id), label: `${m.code} ${m.name}` })),
  ];

  return (
    <Stack gap="xs">
      <Select
        label={t('broadcasts:form.audience')}
        data={BROADCAST_AUDIENCES.map((k) => ({ value: k, label: t(AUDIENCE_KEYS[k]) }))}
        value={value.kind}
        allowDeselect={false}
        error={error}
        onChange={(k) => k && set({ kind: k as AudienceDraft['kind'] })}
      />
      {value.kind === 'membership_type' && (
        <Select
          label={t('broadcasts:form.membershipType')}
          data={MEMBERSHIP_TYPES.map((v) => ({ value: v, label: t(TYPE_KEYS[v]) }))}
          value={value.type}
          onChange={(type) => set({ type })}
        />
      )}
      {value.kind === 'sports_group' && (
        <Select
          label={t('broadcasts:form.sport')}
          data={SPORTS.map((v) => ({ value: v, label: t(SPORT_KEYS[v]) }))}
          value={value.sport}
          onChange={(sport) => set({ sport })}
        />
      )}
      {value.kind === 'event' && (
        <Select
          label={t('broadcasts:form.event')}
          placeholder={t('broadcasts:form.eventPlaceholder')}
          searchable
          data={(events.data?.items ?? []).map((e) => ({ value: String(e.id), label: e.title }))}
          value={value.eventId}
          onChange={(eventId) => set({ eventId })}
        />
      )}
      {value.kind === 'chambers_date' && (
        <DatePickerInput
          label={t('broadcasts:form.date')}
          value={value.date}
          onChange={(d) => set({ date: d ? String(d).slice(0, 10) : null })}
        />
      )}
      {value.kind === 'hall_period' && (
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t('broadcasts:form.period')}
          value={[value.from, value.to]}
          onChange={(v) => {
            const [from, to] = (v as [string | null, string | null]).map((d) =>
              d ? d.slice(0, 10) : null,
            );
            set({ from: from ?? null, to: to ?? null });
          }}
        />
      )}
      {value.kind === 'members' && (
        <MultiSelect
          label={t('broadcasts:form.members')}
          placeholder={t('broadcasts:form.membersPlaceholder')}
          searchable
          filter={({ options }) => options}
          searchValue={term}
          onSearchChange={setTerm}
          data={memberData}
          value={value.memberIds}
          onChange={(ids) => {
            const labels = { ...known };
            for (const o of memberData) labels[o.value] = o.label;
            setKnown(labels);
            set({ memberIds: ids });
          }}
        />
      )}
      <AudienceCount audience={audienceOf(value)} />
    </Stack>
  );
}
