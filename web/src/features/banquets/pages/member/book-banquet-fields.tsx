import {
  BANQUET_MAX_VALET,
  BANQUET_SESSIONS_OF_DAY,
  type PublicBanquetHall,
  type BanquetSessionOfDay,
} from '@club/contracts';
import {
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Textarea,
} from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useClubFormat } from '../../../settings';
import { DatePickerInput } from '../../../../components/date-picker-input';
import { HB_SESSION_KEYS } from '../../components/booking/labels';
import type { BookingDraft, BookingErrors } from './book-banquet-draft';

/** The booking's details: date, session, guests, the hall's extras and comments, then next. */
export function BanquetFields({
  hall,
  d,
  errors,
  set,
  setMonth,
  sessionTaken,
  times,
  onNext,
}: {
  hall: PublicBanquetHall | null;
  d: BookingDraft;
  errors: BookingErrors;
  set<K extends keyof BookingDraft>(k: K, v: BookingDraft[K]): void;
  setMonth(month: string): void;
  sessionTaken: boolean;
  times(s: BanquetSessionOfDay): string;
  onNext(): void;
}) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const today = fmt.today();
  return (
    <Card withBorder padding="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DatePickerInput
          label={t('banquets:hb.book.date')}
          placeholder={t('banquets:hb.book.pick')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          required
          minDate={today}
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          value={d.date || null}
          onChange={(v: string | null) => {
            set('date', v ? v.slice(0, 10) : '');
            if (v) setMonth(v.slice(0, 7));
          }}
          error={errors.date}
        />
        <Select
          label={t('banquets:hb.book.session')}
          required
          allowDeselect={false}
          data={BANQUET_SESSIONS_OF_DAY.map((s) => ({
            value: s,
            label: `${t(HB_SESSION_KEYS[s])} (${times(s)})`,
          }))}
          value={d.session}
          error={errors.session ?? (sessionTaken ? t('banquets:hb.book.slotTaken') : null)}
          onChange={(v) => v && set('session', v as BanquetSessionOfDay)}
        />
        <NumberInput
          label={t('banquets:hb.book.guests')}
          description={
            hall ? t('banquets:hb.book.guestsHint', { count: hall.capacity }) : undefined
          }
          required
          min={1}
          max={hall?.capacity}
          allowDecimal={false}
          value={d.guests}
          error={errors.guests}
          onChange={(v) => set('guests', v === '' ? '' : Number(v))}
        />
        <NumberInput
          label={t('banquets:hb.book.valetDrivers', {
            price: fmt.money(hall?.valetCost ?? 0),
          })}
          min={0}
          max={BANQUET_MAX_VALET}
          allowDecimal={false}
          value={d.valetDrivers}
          onChange={(v) => set('valetDrivers', v === '' ? '' : Number(v))}
        />
        <Checkbox
          label={t('banquets:hb.book.projector', {
            price: fmt.money(hall?.projectorCost ?? 0),
          })}
          checked={d.projector}
          onChange={(e) => set('projector', e.currentTarget.checked)}
        />
        <Checkbox
          label={t('banquets:hb.book.music', { price: fmt.money(hall?.musicCost ?? 0) })}
          checked={d.music}
          onChange={(e) => set('music', e.currentTarget.checked)}
        />
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={t('banquets:hb.book.comments')}
        maxLength={1000}
        autosize
        minRows={2}
        value={d.comments}
        onChange={(e) => set('comments', e.currentTarget.value)}
      />
      <Group justify="flex-end" mt="md">
        <Button onClick={onNext}>{t('banquets:hb.book.next')}</Button>
      </Group>
    </Card>
  );
}
